"""Invoice tools: a verified customer's own invoices, purchases, support rep and profile.

Every tool takes ``customer_id``, which ``Tool.call`` injects from the verified graph state
(it is never in the model's schema), and every query filters on ``CustomerId = :customer_id``:
no tool can return another customer's rows. An invoice id that belongs to someone else gets
exactly the same not-found answer as one that does not exist, so ids leak nothing.

Result shapes are the catalog's (see ``tools.catalog``): ``{"found": true, ..., "count",
"total", "truncated", "limit", "results": [...]}`` or ``{"found": false, "message": ...}``.
Money is a number in USD, dates are "YYYY-MM-DD".
"""

from __future__ import annotations

from tools.base import ToolContext, tool
from tools.envelope import listing, not_found, pop_total, rows

LIMIT = 50  # a Chinook customer has 7 invoices and about 38 lines; 50 rarely truncates


def _invoice_missing(invoice_id: int) -> dict:
    # One wording for "not yours" and "does not exist": no existence leak.
    return not_found("No invoice {invoice_id} found for this customer.", {"invoice_id": invoice_id})


# An invoice line's money columns and its track, album and artist (both line queries).
_LINE_PRICES = """round(il.UnitPrice, 2) AS unit_price, il.Quantity AS quantity,
           round(il.UnitPrice * il.Quantity, 2) AS line_total,
           count(*) OVER () AS _total"""
_LINE_JOINS = """FROM InvoiceLine il
    JOIN Invoice i ON i.InvoiceId = il.InvoiceId
    JOIN Track t ON t.TrackId = il.TrackId
    LEFT JOIN Album al ON al.AlbumId = t.AlbumId
    LEFT JOIN Artist ar ON ar.ArtistId = al.ArtistId"""

# The customer's invoices and purchases: rows for :customer_id, at most :limit of them.
_INVOICES = """SELECT i.InvoiceId AS invoice_id, date(i.InvoiceDate) AS invoice_date,
           round(i.Total, 2) AS total,
           (SELECT count(*) FROM InvoiceLine il WHERE il.InvoiceId = i.InvoiceId)
               AS item_count,
           i.BillingCity AS billing_city, i.BillingCountry AS billing_country,
           count(*) OVER () AS _total
    FROM Invoice i
    WHERE i.CustomerId = :customer_id
    ORDER BY i.InvoiceDate DESC, i.InvoiceId DESC
    LIMIT :limit"""
_PURCHASES = f"""SELECT il.InvoiceLineId AS invoice_line_id, i.InvoiceId AS invoice_id,
           date(i.InvoiceDate) AS invoice_date, t.TrackId AS track_id,
           t.Name AS track, ar.Name AS artist, {_LINE_PRICES}
    {_LINE_JOINS}
    WHERE i.CustomerId = :customer_id
    ORDER BY il.UnitPrice DESC, i.InvoiceDate DESC, il.InvoiceLineId
    LIMIT :limit"""


def _customer_listing(ctx: ToolContext, customer_id: int, sql: str, what: str) -> dict:
    # The invoices and purchases tools differ only in their query and what they list.
    found = rows(ctx, sql, {"customer_id": customer_id, "limit": LIMIT})
    if not found:
        return not_found(f"No {what} found for this customer.")  # invoices, purchases
    return listing(found, pop_total(found), LIMIT)


@tool(
    "invoice",
    caption="You have {total} invoices, newest first:",
    caption_one="Your {pick} invoice:",
)
def get_invoices_by_customer_sorted_by_date(ctx: ToolContext, customer_id: int) -> dict:
    """The customer's invoices, newest first, with date, total and number of items."""
    return _customer_listing(ctx, customer_id, _INVOICES, "invoices")


@tool(
    "invoice",
    caption="You bought {total} items, most expensive first:",
    caption_one="Your {pick} purchase:",
)
def get_invoice_line_items_sorted_by_price(ctx: ToolContext, customer_id: int) -> dict:
    """Everything the customer bought across all invoices, most expensive item first."""
    return _customer_listing(ctx, customer_id, _PURCHASES, "purchases")


@tool("invoice")
def get_employee_by_invoice_and_customer(
    ctx: ToolContext, invoice_id: int, customer_id: int
) -> dict:
    """The support representative responsible for one of the customer's invoices.

    Args:
        invoice_id: The invoice's id, as given by get_invoices_by_customer_sorted_by_date.
    """
    found = rows(
        ctx,
        """SELECT e.EmployeeId AS employee_id, e.FirstName AS first_name,
                  e.LastName AS last_name, e.Title AS title, e.Email AS email,
                  e.Phone AS phone, i.InvoiceId AS invoice_id
           FROM Invoice i
           JOIN Customer c ON c.CustomerId = i.CustomerId
           JOIN Employee e ON e.EmployeeId = c.SupportRepId
           WHERE i.InvoiceId = :invoice_id AND i.CustomerId = :customer_id""",
        {"invoice_id": invoice_id, "customer_id": customer_id},
    )
    if not found:
        return _invoice_missing(invoice_id)
    return listing(found, 1, query={"invoice_id": invoice_id})


@tool(
    "invoice",
    caption="Invoice #{invoice_id} of {invoice[invoice_date]} (${invoice[total]:.2f}) has {total} items:",
    caption_one="The {pick} item on invoice #{invoice_id}:",
)
def get_invoice_line_items(ctx: ToolContext, invoice_id: int, customer_id: int) -> dict:
    """The items (tracks) on one of the customer's invoices, with the invoice's date and total.

    Args:
        invoice_id: The invoice's id, as given by get_invoices_by_customer_sorted_by_date.
    """
    header = rows(
        ctx,
        """SELECT i.InvoiceId AS invoice_id, date(i.InvoiceDate) AS invoice_date,
                  round(i.Total, 2) AS total
           FROM Invoice i
           WHERE i.InvoiceId = :invoice_id AND i.CustomerId = :customer_id""",
        {"invoice_id": invoice_id, "customer_id": customer_id},
    )
    if not header:
        return _invoice_missing(invoice_id)
    found = rows(
        ctx,
        f"""SELECT il.InvoiceLineId AS invoice_line_id, t.TrackId AS track_id,
                  t.Name AS track, ar.Name AS artist, al.Title AS album, {_LINE_PRICES}
           {_LINE_JOINS}
           WHERE il.InvoiceId = :invoice_id AND i.CustomerId = :customer_id
           ORDER BY il.InvoiceLineId
           LIMIT :limit""",
        {"invoice_id": invoice_id, "customer_id": customer_id, "limit": LIMIT},
    )
    if not found:
        return not_found(
            "Invoice {invoice_id} has no items.", {"invoice_id": invoice_id}, invoice=header[0]
        )
    return listing(found, pop_total(found), LIMIT, invoice=header[0])


@tool("invoice")
def get_customer_profile(ctx: ToolContext, customer_id: int) -> dict:
    """The customer's own account details, support rep, and purchase summary."""
    found = rows(
        ctx,
        """SELECT c.CustomerId AS customer_id, c.FirstName AS first_name,
                  c.LastName AS last_name, c.Company AS company, c.Address AS address,
                  c.City AS city, c.State AS state, c.Country AS country,
                  c.PostalCode AS postal_code, c.Phone AS phone, c.Fax AS fax,
                  c.Email AS email,
                  CASE WHEN e.EmployeeId IS NULL THEN NULL
                       ELSE e.FirstName || ' ' || e.LastName END AS support_rep,
                  e.Email AS support_rep_email, e.Phone AS support_rep_phone,
                  (SELECT count(*) FROM Invoice i WHERE i.CustomerId = c.CustomerId)
                      AS invoice_count,
                  (SELECT round(coalesce(sum(i.Total), 0), 2) FROM Invoice i
                     WHERE i.CustomerId = c.CustomerId) AS total_spent,
                  (SELECT date(min(i.InvoiceDate)) FROM Invoice i
                     WHERE i.CustomerId = c.CustomerId) AS first_purchase,
                  (SELECT date(max(i.InvoiceDate)) FROM Invoice i
                     WHERE i.CustomerId = c.CustomerId) AS last_purchase
           FROM Customer c
           LEFT JOIN Employee e ON e.EmployeeId = c.SupportRepId
           WHERE c.CustomerId = :customer_id""",
        {"customer_id": customer_id},
    )
    if not found:
        return not_found("No customer profile found.")
    return listing(found, 1)
