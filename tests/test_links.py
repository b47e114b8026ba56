"""A pasted link read as the thing it names (``agents.links``): "yourshop.com/orders/N" is
order N, so the rules answer about that order (issue 22, kind 2: the number in a link was no
one's, and the customer's latest invoices were listed instead of the rep of the one named)."""

from __future__ import annotations

import uuid

import pytest

from agents.links import links_read


@pytest.mark.parametrize(
    ("message", "read"),
    [
        ("Re: shop.example.com/orders/98. Who was that?", "Re: orders 98. Who was that?"),
        ("https://x.example/track/7 won't play", "track 7 won't play"),
        ("loja.example/pedidos/12, quem?", "pedidos 12, quem?"),
        ("hi\nx.example/playlists/3!", "hi\nplaylists 3!"),
        # no thing named by a number: left as typed
        ("AC/DC or R&B/Soul, 1/2 of them", "AC/DC or R&B/Soul, 1/2 of them"),
        ("see x.example/about-us/2024", "see x.example/about-us/2024"),
    ],
)
def test_a_links_thing_and_number_are_read_as_words(message, read):
    assert links_read(message) == read


def test_the_rep_of_an_order_named_by_a_link_is_that_orders_rep(make_chat, engine):
    from sqlalchemy import text

    with engine.connect() as conn:
        invoice_id, first, last = conn.execute(text(
            "SELECT i.InvoiceId, e.FirstName, e.LastName FROM Invoice i JOIN Customer c"
            " ON c.CustomerId = i.CustomerId JOIN Employee e ON e.EmployeeId = c.SupportRepId"
            " WHERE i.CustomerId = 16 ORDER BY i.InvoiceDate LIMIT 1"
        )).one()  # fmt: skip
    chat, fake = make_chat([])
    fake.add({"route": ["invoice"], "reason": "account"})
    fake.add(f"{first} {last} handled order {invoice_id}.")  # finalize, over the tool's facts
    done = chat.ask(
        uuid.uuid4().hex,
        f"Re: shop.example.com/orders/{invoice_id}. Who on your team handled that one?"
        " Customer 16, fharris@google.com",
    )
    assert done.verified and f"{first} {last}" in done.answer, done.answer
