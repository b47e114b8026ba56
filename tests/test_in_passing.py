"""What a customer says in passing is no part of what they ask.

From fresh21's failures (read after its one run), each written here in our own words and,
where the class allows, in other languages than the case's: a purchase of something else
("I just got my first laptop") is no question about the account; a greeting before the
first full stop ("Hello, good evening.") names no song; someone else paying the customer back
("the choir reimburses me") asks the store for no refund; "#9 Dream" beside a customer
number is a title, not a second id; "the person who looks after my account" in the forms
people write it is the rep; "the song ... most expensive" in the Romance order is one song
of theirs; "what'll that set me back" asks a price.
"""

from __future__ import annotations

import pytest

from agents.asking import asks_about
from agents.identifiers import parse_identifiers
from agents.pick import focus
from agents.refunds import asks_refund
from tests.helpers import offered, plan_of
from tests.test_pick import PROFILE


@pytest.mark.parametrize(
    "message",
    [
        "I only just bought my first laptop, bear with me. How many genres do you carry?",
        "Acabei de comprar meu primeiro celular. Quantas playlists vocês têm?",
        "Ich habe mir gerade ein Tablet gekauft. Wie viele Alben habt ihr insgesamt?",
    ],
)
def test_a_purchase_of_something_else_told_first_asks_the_stock(names, message):
    assert plan_of(names, message) == ["catalog"]


@pytest.mark.parametrize(
    "message",
    [
        "I bought two albums from you in spring. Which albums were they?",
        "Comprei umas músicas aqui no ano passado. Quais eram essas?",
    ],
)
def test_a_question_leaning_back_on_the_purchase_still_asks_the_account(names, message):
    assert plan_of(names, message) == ["invoice"]


@pytest.mark.parametrize(
    ("message", "titles"),
    [
        ("Olá, boa noite. Hill of the Skull, quem canta?", ["Hill of the Skull"]),
        ("Oi, boa noite. Quem gravou Hill of the Skull?", ["Hill of the Skull"]),
        ("Hola, buenas noches. ¿Tienen Hill of the Skull?", ["Hill of the Skull"]),
        ("Quanto custa Boa Noite?", ["Boa Noite"]),  # asked for by name, it is the song
    ],
)
def test_a_greeting_before_the_first_full_stop_names_no_song(names, message, titles):
    assert [m.name for m in names.find(message) if m.kind == "track"] == titles


@pytest.mark.parametrize(
    "message",
    [
        "The choir reimburses me for sheet music and songs. Which order cost me the most?",
        "Il mio circolo mi rimborsa la musica. Qual è stato il mio ordine più caro?",
        "La escuela me reembolsa las canciones. ¿Cuánto gasté en total?",
        "Mein Verein erstattet mir die Musik. Was war meine teuerste Bestellung?",
    ],
)
def test_someone_else_paying_the_customer_back_asks_no_refund(message):
    assert not asks_refund(message)


@pytest.mark.parametrize(
    "message",
    [
        "Can you reimburse me for invoice 12?",
        "Pouvez-vous me rembourser la facture 12 ?",
        "Mein Verein erstattet mir nur die Hälfte, bitte erstatten Sie mir Rechnung 12.",
    ],
)
def test_a_refund_asked_of_the_store_still_is_one(message):
    assert asks_refund(message)


def test_a_titles_number_is_no_second_customer_id():
    given = parse_identifiers("Did I buy #9 Dream? Customer 5, frantisekw@jetbrains.com")
    assert given.customer_ids == (5,)
    assert parse_identifiers("#5, frantisekw@jetbrains.com").customer_ids == (5,)


@pytest.mark.parametrize(
    "question",
    [
        "¿Hay alguien que lleve mi cuenta? ¿Cuál es su correo?",
        "Wat is het e-mailadres van de persoon die mijn account opvolgt?",
        "Chi è la persona che si occupi del mio account? Mi serve la sua email.",
        "Kto prowadzi moje konto? Jaki ma e-mail?",
    ],
)
def test_the_person_who_looks_after_my_account_is_the_rep(question):
    fields = set(focus(PROFILE, question).rows[0])
    assert fields == {"support_rep", "support_rep_email", "support_rep_phone"}


@pytest.mark.parametrize(
    "message",
    [
        "Qual foi a música mais cara que eu comprei? Estava a ver as minhas compras.",
        "Estaba mirando mis compras. ¿Cuál fue la canción más cara que compré?",
        "J'ai regardé mes achats. Quelle est la chanson la plus chère que j'ai achetée ?",
    ],
)
def test_the_song_most_expensive_in_the_romance_order_is_one_of_theirs(message):
    assert offered("invoice", message) == ["get_invoice_line_items_sorted_by_price"]


def test_the_songs_of_the_most_expensive_order_are_that_orders():
    message = "Quais foram as músicas do pedido mais caro?"
    assert "get_invoice_line_items_sorted_by_price" not in offered("invoice", message)


@pytest.mark.parametrize(
    "message", ["track 12, what's that going to set me back?", "what will Jaguar set me back"]
)
def test_what_it_will_set_me_back_asks_a_price(message):
    assert asks_about(message)


def test_a_price_asked_and_left_out_is_said_by_code(make_chat):
    """fresh21 (read after its run): "track N, what's that going to set me back" was
    answered with the track's album and genre and no price; code says the row's price."""
    from tests.helpers import route, thread

    unpriced = "Track 12 is Breaking The Rules by AC/DC, on For Those About To Rock."
    chat, _ = make_chat([route("catalog"), unpriced])
    turn = chat.ask(thread(), "Evening. track 12, what's that going to set me back?")
    assert turn.tools == ["get_track_details"]
    assert "$0.99" in turn.answer, turn.answer


# From fresh22's failures (read after its one run), in our own words: an office that would
# like to buy an album asks its price, not its account; a question said negatively still
# counts; a letter's "Dear customer service," asks nothing of the record; "our account"
# and the songs "aangeschaft" are the business voice's; "genra" spelt by ear is a genre.


@pytest.mark.parametrize(
    "message",
    [
        "Dear all, our company would like to purchase the album Jagged Little Pill for the"
        " lobby. Could you tell us its total price? Regards, Procurement",
        "Buongiorno, vorremmo acquistare l'album Jagged Little Pill per il nostro negozio."
        " Quanto costa in tutto? Saluti, Ufficio acquisti",
        "Bonjour, nous souhaitons acheter l'album Jagged Little Pill. Quel est son prix ?",
    ],
)
def test_an_album_an_office_would_like_to_buy_asks_its_price(names, message):
    assert plan_of(names, message) == ["catalog"]


@pytest.mark.parametrize(
    "message",
    [
        "Ihr wisst nicht zufällig, wie viele Alben ihr insgesamt habt?",
        "Jullie weten vast niet hoeveel nummers jullie in totaal hebben?",
    ],
)
def test_a_count_asked_negatively_is_the_stores_count(message):
    assert offered("catalog", message) == ["get_catalog_counts"]


def test_a_letter_to_customer_service_asking_for_its_songs_gets_the_lines():
    message = (
        "Beste klantenservice, voor onze boekhouding graag een lijst van alle nummers die op"
        " dit account zijn aangeschaft. Groet, Administratie"
    )
    assert offered("invoice", message) == ["get_invoice_line_items_sorted_by_price"]
    assert offered("invoice", "How do I reach customer service about my account?") == [
        "get_customer_profile"
    ]


@pytest.mark.parametrize(
    "question",
    [
        "Could you send us the e-mail of the person who looks after our account? Accounts",
        "Pourriez-vous nous donner l'adresse électronique du conseiller chargé de notre compte ?",
    ],
)
def test_the_rep_of_our_account_is_the_rep(question):
    fields = set(focus(PROFILE, question).rows[0])
    assert fields == {"support_rep", "support_rep_email", "support_rep_phone"}


def test_a_genre_spelt_by_ear_is_a_genre():
    from agents.asking import asks_genre

    assert asks_genre("what genra is Caetano Veloso filed under")


@pytest.mark.parametrize(
    ("message", "title"),
    [
        (
            "My dad turns sixty on Friday. Stormbringer got him through his twenties, he"
            " says. Which songs does it have?",
            "Stormbringer",
        ),
        (
            "Wir waren am Wochenende unterwegs. Purpendicular lief die ganze Fahrt über."
            " Welche Lieder sind da drauf?",
            "Purpendicular",
        ),
        (
            "Fomos a um casamento no sábado. Maquinarama tocou a noite inteira. Quais músicas"
            " tem nele?",
            "Maquinarama",
        ),
    ],
)
def test_a_one_word_album_told_of_then_asked_back_is_the_album(names, message, title):
    """A one-word title that starts a sentence of its own ("X was playing ...") and a later
    question leaning back on it ("which songs are on it?") is the title (fresh22)."""
    assert [m.name for m in names.find(message) if m.kind == "album"] == [title]
    assert plan_of(names, message) == ["catalog"]


@pytest.mark.parametrize(
    "message",
    [
        "Frank from work recommended your shop. Which songs do you have by Queen?",
        "Tribute was paid to the band last night. How many albums do you carry?",
        "Minas Gerais is where I grew up. Which genres do you have?",
    ],
)
def test_a_word_starting_a_sentence_with_no_question_leaning_back_names_no_album(names, message):
    assert [m.name for m in names.find(message) if m.kind == "album"] == []


@pytest.mark.parametrize(
    "message",
    [
        "A minha cadela adora a lista Classical, adormece logo. Quantas músicas tem?",
        "Mein Hund liebt die Liste Classical. Wie viele Lieder sind da drin?",
        "My parrot loves your Classical list. How many tracks does it have?",
    ],
)
def test_a_list_named_as_the_store_names_a_playlist_is_the_playlist(names, message):
    """A bare word for a list beside a playlist's name is the playlist ("la lista
    Classical", fresh23), though the name is a genre's too."""
    assert "playlist" in [m.kind for m in names.find(message) if m.name == "Classical"]
    assert offered("catalog", message, names.find(message)) == ["get_playlist_tracks"]


@pytest.mark.parametrize(
    "message",
    [
        "Parto per una settimana senza rete e voglio scaricare musica prima. Quanti album avete?",
        "Vou ficar sem internet e quero baixar umas coisas antes. Quantos artistas vocês têm?",
        "Off to a cabin with no signal, so I'll download a few things first. How many genres do"
        " you carry?",
    ],
)
def test_a_download_told_on_the_way_asks_no_help(names, message):
    """fresh24: a download the customer is about to do, told before the question, sent the
    turn to the help desk beside the catalog."""
    assert plan_of(names, message) == ["catalog"]


@pytest.mark.parametrize(
    "message",
    [
        "How do I download my songs again? I bought them last week.",
        "Wie kann ich meine Käufe erneut herunterladen?",
    ],
)
def test_a_download_asked_about_is_the_help_desks(names, message):
    assert "help" in plan_of(names, message)
