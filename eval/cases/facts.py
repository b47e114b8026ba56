"""Expected facts, read from the Chinook SQLite with plain SQL (not through the tools).

Orderings mirror what the tools promise in their docstrings (e.g. invoices newest first, with
the id as tie-break) so "the latest invoice" means the same row here and there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from db import normalize

Query = Callable[..., list[dict[str, Any]]]


def money(value: float) -> str:
    return f"{value:.2f}"


def duration(ms: int) -> str:
    seconds = round(ms / 1000)
    return f"{seconds // 60}:{seconds % 60:02d}"


@dataclass(frozen=True)
class Customer:
    id: int
    first: str
    last: str
    email: str
    phone: str | None
    postal: str | None
    rep_first: str
    rep_last: str


class Facts:
    """Thin named queries over one connection's ``query(sql, **params) -> rows``."""

    def __init__(self, query: Query) -> None:
        self.q = query

    # -- catalog -------------------------------------------------------------------------
    def artist_exists(self, name: str) -> bool:
        key = normalize(name)
        return any(normalize(r["Name"]) == key for r in self.q("SELECT Name FROM Artist"))

    def artist_matches(self, fragment: str) -> list[str]:
        """Artists whose folded name contains the folded ``fragment`` (the tools' partial match)."""
        key = normalize(fragment) or ""
        return [r["Name"] for r in self.q("SELECT Name FROM Artist") if key in normalize(r["Name"])]

    def albums(self, artist: str) -> list[str]:
        rows = self.q(
            "SELECT al.Title FROM Album al JOIN Artist ar ON ar.ArtistId = al.ArtistId "
            "WHERE ar.Name = :a ORDER BY al.Title, al.AlbumId",
            a=artist,
        )
        if not rows:
            raise ValueError(f"no albums for {artist!r}")
        return [r["Title"] for r in rows]

    def tracks(self, artist: str) -> list[str]:
        rows = self.q(
            "SELECT t.Name FROM Track t JOIN Album al ON al.AlbumId = t.AlbumId "
            "JOIN Artist ar ON ar.ArtistId = al.ArtistId WHERE ar.Name = :a "
            "ORDER BY al.Title, al.AlbumId, t.TrackId",
            a=artist,
        )
        return [r["Name"] for r in rows]

    def genre_artists(self, genre: str) -> list[str]:
        rows = self.q(
            "SELECT DISTINCT ar.Name FROM Track t JOIN Genre g ON g.GenreId = t.GenreId "
            "JOIN Album al ON al.AlbumId = t.AlbumId JOIN Artist ar ON ar.ArtistId = al.ArtistId "
            "WHERE g.Name = :g ORDER BY ar.Name",
            g=genre,
        )
        if not rows:
            raise ValueError(f"no tracks in genre {genre!r}")
        return [r["Name"] for r in rows]

    def genres(self) -> list[str]:
        return [r["Name"] for r in self.q("SELECT Name FROM Genre ORDER BY Name")]

    def playlists(self) -> list[str]:
        return [r["Name"] for r in self.q("SELECT DISTINCT Name FROM Playlist ORDER BY Name")]

    def song_artists(self, title: str) -> list[str]:
        rows = self.q(
            "SELECT DISTINCT ar.Name FROM Track t JOIN Album al ON al.AlbumId = t.AlbumId "
            "JOIN Artist ar ON ar.ArtistId = al.ArtistId WHERE t.Name = :t ORDER BY ar.Name",
            t=title,
        )
        return [r["Name"] for r in rows]

    def song_exists(self, title: str) -> bool:
        key = normalize(title)
        return any(key in normalize(r["Name"]) for r in self.q("SELECT Name FROM Track"))

    def track(self, track_id: int) -> dict[str, Any]:
        row = self.q(
            "SELECT t.Name AS name, t.Milliseconds AS ms, t.UnitPrice AS price, "
            "t.Composer AS composer, al.Title AS album FROM Track t "
            "JOIN Album al ON al.AlbumId = t.AlbumId WHERE t.TrackId = :i",
            i=track_id,
        )[0]
        return {**row, "duration": duration(row["ms"]), "price": money(row["price"])}

    # -- customers and invoices ----------------------------------------------------------
    def customer(self, customer_id: int) -> Customer:
        r = self.q(
            "SELECT c.CustomerId, c.FirstName, c.LastName, c.Email, c.Phone, c.PostalCode, "
            "e.FirstName AS RepFirst, e.LastName AS RepLast FROM Customer c "
            "JOIN Employee e ON e.EmployeeId = c.SupportRepId WHERE c.CustomerId = :i",
            i=customer_id,
        )[0]
        return Customer(
            r["CustomerId"],
            r["FirstName"],
            r["LastName"],
            r["Email"],
            r["Phone"],
            r["PostalCode"],
            r["RepFirst"],
            r["RepLast"],
        )

    def owners(self, column: str, value: str) -> list[int]:
        """Customer ids with ``column`` equal to ``value`` (case-insensitive), to prove uniqueness."""
        assert column in ("Email", "Phone", "PostalCode")  # a constant, never input
        rows = self.q(f"SELECT CustomerId FROM Customer WHERE lower({column}) = lower(:v)", v=value)
        return [r["CustomerId"] for r in rows]

    def invoices(self, customer_id: int) -> list[dict[str, Any]]:
        """Newest first (date, then id), as ``get_invoices_by_customer_sorted_by_date``."""
        rows = self.q(
            "SELECT InvoiceId AS id, date(InvoiceDate) AS date, Total AS total FROM Invoice "
            "WHERE CustomerId = :c ORDER BY InvoiceDate DESC, InvoiceId DESC",
            c=customer_id,
        )
        return [{**r, "total": money(r["total"])} for r in rows]

    def total_spent(self, customer_id: int) -> str:
        row = self.q("SELECT sum(Total) AS s FROM Invoice WHERE CustomerId = :c", c=customer_id)
        return money(row[0]["s"])

    def invoice_tracks(self, invoice_id: int) -> list[str]:
        rows = self.q(
            "SELECT t.Name FROM InvoiceLine il JOIN Track t ON t.TrackId = il.TrackId "
            "WHERE il.InvoiceId = :i ORDER BY il.InvoiceLineId",
            i=invoice_id,
        )
        return [r["Name"] for r in rows]

    def top_purchase(self, customer_id: int) -> dict[str, Any]:
        """The first row of ``get_invoice_line_items_sorted_by_price``'s documented order."""
        row = self.q(
            "SELECT t.Name AS track, il.UnitPrice AS price FROM InvoiceLine il "
            "JOIN Invoice i ON i.InvoiceId = il.InvoiceId JOIN Track t ON t.TrackId = il.TrackId "
            "WHERE i.CustomerId = :c ORDER BY il.UnitPrice DESC, i.InvoiceDate DESC, "
            "il.InvoiceLineId LIMIT 1",
            c=customer_id,
        )[0]
        return {"track": row["track"], "price": money(row["price"])}

    def first_purchase(self, customer_id: int) -> str:
        row = self.q(
            "SELECT date(min(InvoiceDate)) AS d FROM Invoice WHERE CustomerId = :c", c=customer_id
        )
        return row[0]["d"]

    def invoice(self, invoice_id: int) -> dict[str, Any]:
        """One invoice's owner, day and total (any customer's: for cross-customer cases)."""
        row = self.q(
            "SELECT CustomerId AS customer, date(InvoiceDate) AS date, Total AS total "
            "FROM Invoice WHERE InvoiceId = :i",
            i=invoice_id,
        )[0]
        return {**row, "total": money(row["total"])}

    def invoice_lines(self, invoice_id: int) -> list[dict[str, Any]]:
        """Lines of one invoice in line order: id, track name, amount (price x quantity)."""
        rows = self.q(
            "SELECT il.InvoiceLineId AS line, t.Name AS track, "
            "round(il.UnitPrice * il.Quantity, 2) AS amount FROM InvoiceLine il "
            "JOIN Track t ON t.TrackId = il.TrackId WHERE il.InvoiceId = :i "
            "ORDER BY il.InvoiceLineId",
            i=invoice_id,
        )
        return [{**r, "amount": money(r["amount"])} for r in rows]
