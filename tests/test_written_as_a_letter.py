"""Questions written as letters and forms: a signature, a postscript with the details, a
request said as an order ("Please state ..."), a label before a colon.

From fresh23's failures (read after its one run), each written here in our own words and,
where the class allows, in other languages than the case's: "P.S. if it helps: #31,
x@y" gave the customer's number, not an invoice's; "mon numéro client, c'est le 53" is a
customer number with a comma before its value; "every order on my account" asks for the
orders, the account being where they are; "songs, not orders" asks for no orders;
"Please state the total of ..." asks something with no question mark or question word;
"Mieszkam teraz w Irlandii" tells where the customer lives and asks nothing of their
address; "Pedido: duração da faixa" is a form's label, no order.
"""

from __future__ import annotations

import pytest

from agents.identifiers import parse_identifiers, without_identifiers
from agents.verify import asks_more
from tests.helpers import offered


@pytest.mark.parametrize(
    "message",
    [
        "What did my most recent order come to?\nCheers,\nAnn\n\nP.S. if it helps: #31,"
        " ann.k@example.org",
        "Quanto custou a minha última encomenda? Abraço, Rui. PS: caso precise, #31 /"
        " rui.m@example.org",
    ],
)
def test_a_number_given_with_the_email_in_a_postscript_is_the_customers(message):
    given = parse_identifiers(message)
    assert given.customer_ids == (31,)
    assert "31" not in without_identifiers(message)
    assert offered("invoice", message) == ["get_invoices_by_customer_sorted_by_date"]


def test_an_orders_number_beside_an_email_stays_the_orders():
    message = "Order #31 never reached me. My email is ann.k@example.org, customer 7."
    assert parse_identifiers(message).customer_ids == (7,)
    assert "31" in without_identifiers(message)


@pytest.mark.parametrize(
    "message",
    [
        "PS : mon numéro client, c'est le 53 (paul.r@example.org)",
        "PD: mi número de cliente, es el 53 (paula.r@example.org)",
        "PS: o meu número de cliente, é o 53 (paulo.r@example.org)",
        "PS: my customer number, it's 53 (paul.r@example.org)",
    ],
)
def test_a_customer_number_with_a_comma_before_its_value_is_read(message):
    assert parse_identifiers(message).customer_ids == (53,)


@pytest.mark.parametrize(
    "message",
    [
        "For my records: every order on my account, each with its date.",
        "Para os meus registos: todas as encomendas na minha conta, cada uma com a data.",
        "Für meine Unterlagen: alle Bestellungen auf meinem Konto, jeweils mit Datum.",
    ],
)
def test_the_orders_on_my_account_are_the_orders(message):
    assert offered("invoice", message) == ["get_invoices_by_customer_sorted_by_date"]


@pytest.mark.parametrize(
    "message",
    [
        "How many separate songs have been bought on my account, all orders together? Songs,"
        " not orders.",
        "What's the count of separate songs bought across all my orders? Songs, not orders.",
        "Quero a lista inteira das músicas que comprei aqui, música a música, e não só das"
        " encomendas.",
        "Ich brauche alle Lieder, die ich gekauft habe, einzeln, nicht nur die Bestellungen.",
    ],
)
def test_songs_not_orders_asks_for_the_songs(message):
    assert offered("invoice", message) == ["get_invoice_line_items_sorted_by_price"]


@pytest.mark.parametrize(
    "message",
    [
        "There is a charge from you in June 2024. Please state the total of the order placed"
        " that month. Customer 45, lk@example.org",
        "Im Juni 2024 gab es eine Abbuchung. Bitte nennen Sie den Gesamtbetrag der Bestellung"
        " aus dem Monat. Kundennummer 45, lk@example.org",
        "Houve uma cobrança em junho de 2024. Por favor, indiquem o total da encomenda desse"
        " mês. Cliente 45, lk@example.org",
    ],
)
def test_a_request_said_as_an_order_asks_something(message):
    assert asks_more(message)


@pytest.mark.parametrize(
    "message",
    [
        "Hello! Customer 45, lk@example.org. Please and thank you.",
        "Hallo, Kundennummer 45, lk@example.org. Vielen Dank!",
    ],
)
def test_identifiers_with_courtesies_still_ask_nothing(message):
    assert not asks_more(message)


@pytest.mark.parametrize(
    "message",
    [
        "Mieszkam teraz w Hiszpanii. Które moje zamówienie było najdroższe?",
        "Je habite maintenant à Lyon. Quelle a été ma commande la plus chère ?",
        "Jag bor i Göteborg nu. Vilken av mina beställningar var dyrast?",
    ],
)
def test_where_the_customer_lives_told_asks_nothing_of_the_address(message):
    assert offered("invoice", message) == ["get_invoices_by_customer_sorted_by_date"]


@pytest.mark.parametrize(
    "question",
    [
        "Gdzie mieszkam według waszych danych?",
        "Où est-ce que j'habite, d'après vos fiches ?",
        "Var bor jag enligt er?",
    ],
)
def test_where_do_i_live_still_asks_the_address(question):
    assert offered("invoice", question) == ["get_customer_profile"]


def test_a_songs_number_before_a_word_that_folds_to_a_unit_is_its_id():
    """ "hur lång låt 24 är": "är" (is), folded, is "ar" (years); after "låt" the number is
    the song's id all the same (fresh23)."""
    from agents.ground import ids_told

    assert ids_told("Jag vill veta hur lång låt 24 är innan jag börjar.", []) == {24}
    assert ids_told("Jag har varit kund i 24 år. Hur lång är låten Kashmir?", []) == set()


# From fresh24's failures (read after its one run), in our own words.


@pytest.mark.parametrize(
    ("message", "number"),
    [
        ("What did my latest order cost? on my phone so: 39 a.b@example.org", 39),
        ("Was kostete meine letzte Bestellung? kurz vom Handy: 12 c.d@example.org", 12),
        ("Which songs did I buy last time? sorry, tiny screen 7 e.f@example.org", 7),
    ],
)
def test_a_lone_number_right_before_an_email_is_the_customers(message, number):
    assert parse_identifiers(message).customer_ids == (number,)


@pytest.mark.parametrize(
    "message",
    [
        "When was my first order placed? You'll find me as #28, e-mail a.b@example.org.",
        "Wann war meine erste Bestellung? Ich bin #28, E-Mail a.b@example.org.",
        "Quando fiz a minha primeira encomenda? Sou o #28 e o email é a.b@example.org.",
    ],
)
def test_a_hash_number_and_a_labelled_email_are_the_customers(message):
    assert parse_identifiers(message).customer_ids == (28,)
    assert "28" not in without_identifiers(message)
    assert offered("invoice", message) == ["get_invoices_by_customer_sorted_by_date"]


@pytest.mark.parametrize(
    "message",
    [
        "What name have you got on the account, spelt exactly as you have it?",
        "Which name is the account under?",
        "Welchen Namen habt ihr für das Konto hinterlegt?",
    ],
)
def test_the_name_on_the_account_is_asked(message):
    assert offered("invoice", message) == ["get_customer_profile"]


@pytest.mark.parametrize(
    "message",
    [
        "What's my grand total with you, every order added up?",
        "Wie hoch ist meine Gesamtsumme über alle Bestellungen?",
        "Qual é o total geral de todas as minhas encomendas?",
    ],
)
def test_a_grand_total_over_every_order_is_what_was_spent(message):
    assert offered("invoice", message) == ["get_customer_profile"]


@pytest.mark.parametrize(
    "message",
    [
        "Could you list every order of mine, with dates? I never paste my details into chats,"
        " but fine.",
        "Kunnen jullie al mijn bestellingen met datum sturen? Mijn gegevens deel ik normaal"
        " nooit in een chat.",
    ],
)
def test_the_records_words_told_beside_a_question_about_orders_ask_nothing_of_it(message):
    assert offered("invoice", message) == ["get_invoices_by_customer_sorted_by_date"]
