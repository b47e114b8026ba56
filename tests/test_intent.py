"""agents.intent, agents.narrow, agents.numbers and tools.names: decisions made by code.

Real parts: the Chinook catalog (its artist, genre and song names) for name lookups.
"""

from __future__ import annotations

import pytest

from agents.asking import asks_for_one
from agents.intent import evidence, vet
from agents.narrow import narrow
from agents.numbers import drop_unsupported
from agents.smalltalk import small_talk
from agents.words import fold
from lexicon import lexicon
from tools import registry
from tools.written import quoted_phrases


def planned(names, message: str, model_plan: list[str]) -> list[str]:
    mentions = names.find(message)
    known = {m.name.casefold() for m in mentions}
    unknown = any(q.casefold() not in known for q in quoted_phrases(message))
    # as agents.nodes.message_evidence reads it: the names found are no evidence of their own
    names = [m.name for m in mentions]
    return vet(
        model_plan, evidence(message, [m.start for m in mentions], quoted=unknown, names=names)
    )


GREATEST = ("album", "Greatest Hits")  # Lenny Kravitz's; a song has that name too


@pytest.mark.parametrize(
    ("message", "kinds"),
    [
        ("What songs by Aerosmith do you have?", [("artist", "Aerosmith")]),
        ("any blues tracks?", [("genre", "Blues")]),
        ("I'd like some reggae music", [("genre", "Reggae")]),  # not the song "Reggae Music"
        ("Do you have Bohemian Rhapsody?", [("track", "Bohemian Rhapsody")]),
        ("Quels albums de Queen avez-vous ?", [("artist", "Queen")]),
        ("Some Heavy Metal please", [("genre", "Heavy Metal")]),  # not also "Metal"
        ("Who won the World Cup?", []),  # an everyday word, not about music
        ("I lost my invoice", []),  # "Lost" the artist only with its capital, about music
        ("Songs by Lost?", [("artist", "Lost")]),
        ("wich albums by Metalica do u sell??", [("artist", "Metallica")]),  # typos
        ("do yuo have any songs by jamiroqai", [("artist", "Jamiroquai")]),
        ("Do you have anything by Led Zepelin?", [("artist", "Led Zeppelin")]),
        ("What are your opening hours on holidays?", []),  # ordinary words find nothing
        # A title written with the store's capitals, without quotes or "the song" (issue 22)
        ("how much for Kashmir?", [("track", "Kashmir")]),
        ("wie lang ist Innuendo ?", [("track", "Innuendo")]),
        ("who recorded Appetite for Destruction", [("album", "Appetite for Destruction")]),
        ("Bongo Fury", [("album", "Bongo Fury")]),  # the whole message
        ("Meus Momentos, quanto custa?", [("album", "Meus Momentos")]),  # a later capital
        ("tracks on Greatest Hits II?", [("album", "Greatest Hits II")]),  # holds a genre's name
        ("Summertime is my favourite season", []),  # a sentence's capital marks nothing
        ("hi, it's Angela, my email is angela@example.com", []),  # a name, not asked about
        ("Is 'Rolling in the Deep' in your store?", []),  # an unknown quoted title stays so
        ("how much for kashmir?", []),  # lower case: just a word
        # issue 22 (fresh2): one lower-case word between the title and its question mark
        ("van wie is Kashmir eigenlijk?", [("track", "Kashmir")]),
        ("how long is Innuendo exactly?", [("track", "Innuendo")]),
        ("is Angela here today?", []),  # two words: a name
        # a word saying a title follows, in any language (lexicon called_words)
        ("avete la canzone intitolata Breed?", [("track", "Breed")]),
        ("har ni låten som heter Breed", [("track", "Breed")]),
        # a whole album, named in one word (issue 22, fresh2)
        ("what would the entire Transmission cost me", [("album", "Transmission")]),
        # a one-word title put first, set off, then asked about (issue 22, fresh3)
        ("Kashmir: how long is that one", [("track", "Kashmir")]),
        ("Innuendo, ¿cuánto cuesta?", [("track", "Innuendo")]),
        # (an album and a song share this title: agents.narrow decides from the words)
        (
            "Transmission – hur många låtar är det på den?",
            [("album", "Transmission"), ("track", "Transmission")],
        ),
        ("Angela, how are you today?", []),  # a name: nothing about music is asked
        ("Kashmir: that's where I was on holiday", []),  # not a question
        # issue 22 (fresh4): ... first in the message without a separator, or last in a
        # question without its question mark
        ("Kashmir est sur quel album svp", [("track", "Kashmir")]),
        ("how many minutes is Kashmir", [("track", "Kashmir")]),
        ("Kashmir was lovely this year", []),  # no question
        ("I miss Kashmir.", []),
        # fresh5 (read after its runs): a one-word title inside a question about music, a
        # fact of a song or a purchase, however many words stand before its question mark
        ("zu welchem Genre gehört Kashmir bei euch?", [("track", "Kashmir")]),
        ("¿ya les compré Innuendo o me lo estoy imaginando?", [("track", "Innuendo")]),
        ("est-ce que Kashmir dure plus de cinq minutes ? la durée exacte", [("track", "Kashmir")]),
        ("did Angela from your team answer my email?", []),  # no music, no purchase: a name
        ("I'm Angela, which songs by Queen do you sell?", [("artist", "Queen")]),  # her name
        # fresh6 (read after its run): a one-word title right after the fact asked of it
        ("Genre of Kashmir, please. Settling a bet.", [("track", "Kashmir")]),
        ("precio de Innuendo por favor", [("track", "Innuendo")]),
        ("the price of Angela's dinner was too high", []),  # a name's, no title's
        ("hola, soy Angela, ¿qué álbumes de Queen tenéis?", [("artist", "Queen")]),
        # fresh9: a one-word title with the store's capitals inside a sentence of a message
        # that asks about music or a song's facts, in another sentence or without a "?"
        ("thinking of gifting Kashmir to my brother how much is it", [("track", "Kashmir")]),
        ("Is Innuendo long enough for our dance? How long is it exactly?", [("track", "Innuendo")]),
        ("how many albums do you have in total? Thanks, Angela", []),  # her name
        ("I told Angela the price, how much is the Queen album?", [("artist", "Queen")]),
        # a playlist named by its number: a playlist's name elsewhere is a word (fresh9)
        ("hey music shop, list the songs on playlist 12", []),
        ("the Music playlist, or playlist 12?", [("playlist", "Music")]),
        # fresh8 (read after its run): a title that is the customer's own words, followed by
        # what they ask ("I can't remember what ...", "I don't know who ..."), is no title
        ("I can't remember which albums you have by Queen", [("artist", "Queen")]),
        ("i don't know how much Innuendo costs?", [("track", "Innuendo")]),
        ("I Can't Remember - who sings it?", [("track", "I Can't Remember")]),  # its capitals
        ("do you have I Can't Remember?", [("track", "I Can't Remember")]),
        ("Quiz time, and I don't know the answer: how many genres?", []),  # fresh10
        # ... and a one-word title right after "who sings", "wer singt" (lexicon sing_words)
        ("I don't know who sings Innuendo and it bugs me", [("track", "Innuendo")]),
        ("wer singt eigentlich Innuendo, weiß das jemand", [("track", "Innuendo")]),
        ("who wrote Innuendo - the composer", [("track", "Innuendo")]),
        ("who sings Angela's favourite song", []),  # a name's
        # a name never runs on past the end of a sentence: "Greatest Hits? i only know ..."
        # is the album Greatest Hits, not Greatest Hits I (fresh12); one holding the
        # punctuation itself still counts ("Mr. Brownstone")
        ("what's on Greatest Hits? i only know one song", [GREATEST, ("track", "Greatest Hits")]),
        (
            "I love Greatest Hits. I play it daily, what's on?",
            [GREATEST, ("track", "Greatest Hits")],
        ),
        ("what's on Greatest Hits I", [("album", "Greatest Hits I")]),
        ("how much is Mr. Brownstone", [("track", "Mr. Brownstone")]),
        # a greeting that ends its own sentence addresses no one after it (fresh12)
        ("Hey! Bloodsucker, wat kost die bij jullie?", [("track", "Bloodsucker")]),
        ("Hey Bloodsucker, wat kost die bij jullie?", []),
        # a one-word title right after a word of buying, in a message that asks whether the
        # customer bought it (fresh13: "Was going to get Tear but ... I bought it already")
        (
            "Was going to get Kashmir but I think I bought it already. Did I?",
            [("track", "Kashmir")],
        ),
        ("quería comprar Innuendo pero creo que ya lo compré, ¿sí?", [("track", "Innuendo")]),
        ("I got Angela a gift card, did I pay for it?", []),  # someone bought for
        ("Was going to get Kashmir tickets but they sold out", []),  # no purchase asked
        # a title of everyday words, capitals and all, in the middle of a lower-case sentence
        # (fresh12); not in a message that capitalises every word
        ("do you know if It's So Easy is on your site?", [("track", "It's So Easy")]),
        ("Do You Know If It's So Easy To Buy Here?", []),
    ],
)
def test_store_names_are_found_by_kind(names, message, kinds):
    assert [(m.kind, m.name) for m in names.find(message)] == kinds


@pytest.mark.parametrize(
    ("message", "model_plan", "plan"),
    [
        ("How many genres do you have?", ["code"], ["catalog"]),
        ("What playlists do you have?", ["search"], ["catalog"]),
        ("How many days are there between 2024-01-01 and 2024-12-25?", ["invoice"], ["code"]),
        ("Who won the 2022 FIFA World Cup?", ["code"], ["search"]),
        ("What is the current price of Bitcoin?", ["code"], ["search"]),
        (
            "List your genres, and what's the mean of 12, 15, 18 and 200?",
            ["code"],
            ["catalog", "data"],
        ),
        (
            "Who is my support rep, and can you recommend some jazz?",
            ["search", "invoice"],
            ["invoice", "catalog"],
        ),
        (
            "Search the web for AC/DC's next tour, and tell me which AC/DC albums you sell.",
            ["search"],
            ["search", "catalog"],
        ),
        ("What's the most expensive thing I ever bought?", ["catalog", "invoice"], ["invoice"]),
        ("When did I last buy something from you?", ["invoice"], ["invoice"]),
        ("When did I last buy something from you?", [], ["invoice"]),
        ("Customer id 44, postal code 00530.", ["invoice"], ["invoice"]),  # weak: model stands
        ("Can I buy Sweet Child O' Mine here?", ["catalog"], ["catalog"]),  # the stock
        ("Write me a poem about cats", ["code"], []),
        ("Can you help me with my tax return?", ["invoice", "catalog"], []),
        ("What's your favourite colour?", ["code"], []),
        ("Please refund invoice 98", ["invoice", "help"], ["invoice"]),
        ("How long do I have to ask for a refund?", ["help"], ["help"]),
        ("What file format are the songs?", ["help"], ["help"]),
        ("Which tracks did I buy?", ["invoice"], ["invoice"]),  # purchases, not the stock
        ("and the second one?", ["catalog"], ["catalog"]),  # no words to judge: model stands
        ("¿Cuánto he gastado en total?", ["invoice"], ["invoice"]),
        ("Any AC/DC news?", ["search"], ["search"]),
        ("My customer id is 16 and my email is fharris@google.com.", ["invoice"], ["invoice"]),
        (
            "I'd like a refund for invoice 406, the downloads never worked.",
            ["invoice"],
            ["invoice"],
        ),
        (
            "How do I download my purchases again?",
            ["help"],
            ["help"],
        ),  # names an artist, asks the web
        ("Anything from Aerosmith?", ["search"], ["catalog"]),  # a store name, nothing else
    ],
)
def test_the_plan_is_checked_against_the_message(names, message, model_plan, plan):
    assert planned(names, message, model_plan) == plan


def test_a_replan_never_adds_back_a_specialist_that_ran():
    ev = evidence("Details of track abc?")
    assert vet([], ev) == ["catalog"]
    assert vet([], ev, visited=["catalog"]) == []


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("Hi there!", "greeting"),
        ("Thanks, that's all for today!", "bye"),
        ("thank you so much", "thanks"),
        ("Olá!", "greeting"),
        ("Merci beaucoup", "thanks"),
        ("Hi, do you have Queen albums?", None),
        ("Thanks! And my latest invoice?", None),
    ],
)
def test_small_talk_is_only_pleasantries(message, kind):
    assert small_talk(message) == kind


def test_questions_for_one_item():
    assert asks_for_one("What was my most recent invoice?")
    assert asks_for_one("Quelle est ma dernière facture ?")
    assert not asks_for_one("Show me my invoices")


@pytest.mark.parametrize(
    "message",
    [
        # fresh15: a span of time in the customer's story picks no row of the answer
        "Cancelled my streaming subscription last month. What albums by Queen have you got?",
        "I was browsing your store last night. Which records of Soundgarden can I get?",
        "J'ai changé de téléphone le mois dernier. Quels albums de Queen avez-vous ?",
        "Ich habe letzte Woche ein Handy gekauft. Welche Alben von Queen habt ihr?",
        "Show me my last 3 orders",  # a count: rows, not one
    ],
)
def test_a_span_of_time_or_a_count_asks_for_no_single_item(message):
    assert not asks_for_one(message)


def tools_of(specialist: str) -> list[dict]:
    return [t.describe() for t in registry().for_specialist(specialist)]


def names_of(tools: list[dict]) -> list[str]:
    return [t["name"] for t in tools]


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        ("What songs by Aerosmith do you have?", ["get_tracks_by_artist"]),
        ("Which Queen albums do you sell?", ["get_albums_by_artist"]),
        ("Anything by Queen?", ["get_albums_by_artist", "get_tracks_by_artist"]),
        ("Any blues tracks?", ["get_songs_by_genre"]),
        ("How many genres do you have?", ["list_genres"]),
        ("Is 'Smoke on the Water' available?", ["check_for_songs", "get_track_details"]),
        ("Is 'Rolling in the Deep' in your store?", ["check_for_songs", "get_track_details"]),
        ("What playlists do you have?", ["get_playlists"]),  # none named, no songs asked
        ("Who composed track 3?", ["get_track_details"]),  # was check_for_songs('Track 3')
        ("Qui a composé le titre 5 ?", ["get_track_details"]),
        # issue 22 (fresh2): a track by number in Swedish, Polish, Italian (the word list
        # was English, Portuguese, French, Spanish and German only)
        ("vem skrev spår 540?", ["get_track_details"]),
        ("who sings Pop Song 89?", ["check_for_songs", "get_track_details"]),  # a title
        # issue 22 (fresh2): a kind of thing the customer says they do not want
        ("Aerosmith songs only, not their albums", ["get_tracks_by_artist"]),
        ("Alben von Aerosmith, keine einzelnen Lieder", ["get_albums_by_artist"]),
        # ... and the kind of music, in Swedish and Polish everyday words
        ("vad för slags musik gör Aerosmith?", ["get_tracks_by_artist"]),
        ("jaki gatunek muzyki gra Aerosmith", ["get_tracks_by_artist"]),
        # issue 22 (fresh2): an album named like its artist is the album when asked for its
        # tracklist or the songs on it (was: the artist's songs)
        ("can i get the tracklist of Olodum", ["get_album_tracks"]),
        ("how many songs are on Van Halen?", ["get_album_tracks"]),
        ("ile utworów jest na Van Halen?", ["get_album_tracks"]),
        ("how many songs by Van Halen do you have?", ["get_tracks_by_artist"]),
        ("what would the entire Transmission cost me", ["get_album_tracks"]),
        ("ile kosztuje cała płyta Transmission", ["get_album_tracks"]),
        ("ile kosztuje utwór nr 77", ["get_track_details"]),
        ("quanto dura il brano 3021?", ["get_track_details"]),
        # issue 22, kind 1: an album by its title (was: a genre's songs, or every tool)
        ("What songs are on the album Let There Be Rock?", ["get_album_tracks"]),
        ("who made Use Your Illusion I", ["get_album_tracks"]),
        ("How long is the album Nevermind?", ["get_album_tracks"]),
        ("Quais músicas tem o disco Nevermind?", ["get_album_tracks"]),
        ("What songs are on the album Temple of the Dog?", ["get_album_tracks"]),
        ("Which albums by Temple of the Dog do you have?", ["get_albums_by_artist"]),
        ("von wem ist das album Temple of the Dog", ["get_album_tracks"]),
        # fresh5 (read after its runs): who made a record named like its artist, the album
        # word said apart from the name ("that album")
        ("Olodum is on my shelf but the cover is gone: who made that album?", ["get_album_tracks"]),
        ("de quem é esse disco, Van Halen?", ["get_album_tracks"]),
        ("Do you have Let There Be Rock?", ["check_for_songs", "get_track_details"]),
        # issue 22 (fresh3): a title an album and a song share is the album when its songs
        # are asked for or counted (a song has no songs on it)
        ("how many songs are on Let There Be Rock?", ["get_album_tracks"]),
        ("Let There Be Rock — which songs are on it?", ["get_album_tracks"]),
        ("wie viele Lieder hat Let There Be Rock", ["get_album_tracks"]),
        ("how long is Let There Be Rock?", ["check_for_songs", "get_track_details"]),
        # a song's genre is the song's row, not the genre list; a one-word title after "song"
        ("What genre is the song Whole Lotta Rosie?", ["check_for_songs", "get_track_details"]),
        ("how long is the song Breed", ["check_for_songs", "get_track_details"]),
        ("Quem compôs a música Breed?", ["check_for_songs", "get_track_details"]),
        ("How many songs do you have in total?", ["get_catalog_counts"]),
        ("Hoeveel artiesten hebben jullie?", ["get_catalog_counts"]),
        # fresh5 (read after its runs): a total of the stock, without a count word
        ("e o total de artistas que vocês têm?", ["get_catalog_counts"]),
        ("die Gesamtzahl eurer Künstler bitte", ["get_catalog_counts"]),
        ("albums in totaal bij jullie?", ["get_catalog_counts"]),
        # fresh6 (read after its run): the customer's own playlist ("a playlist for my
        # dad's 60th", "my workout playlist") is not the store's, beside a name the store has
        (
            "making a playlist for a party: which Aerosmith songs do you sell?",
            ["get_tracks_by_artist"],
        ),
        (
            "how long is the song Breed? it's for my running playlist",
            ["check_for_songs", "get_track_details"],
        ),
        # ... and what a song's fact is asked by a word of the lexicon in every language
        ("qui a composé la piste 577 ?", ["get_track_details"]),
        ("ilu wykonawców macie w ogóle?", ["get_catalog_counts"]),
        # fresh7 (read after its run): a title shared by an album and a song (or its artist)
        # is the album when its whole price or length is asked ("komplett", "in total")
        ("was kostet Let There Be Rock komplett, alle Songs zusammen?", ["get_album_tracks"]),
        ("hoe lang duurt Let There Be Rock in totaal?", ["get_album_tracks"]),
        ("how long does Van Halen run in total?", ["get_album_tracks"]),
        ("what's the 💲 on Breed?", ["check_for_songs", "get_track_details"]),
        ("How many songs by Aerosmith do you have?", ["get_tracks_by_artist"]),
        # an artist's style is on their songs' rows (was: their album list)
        ("what kind of music is Djavan?", ["get_tracks_by_artist"]),
        ("The Who - what style would you file them under?", ["get_tracks_by_artist"]),
        ("Che genere suona Iron Maiden?", ["get_tracks_by_artist"]),
        ("Che stili di musica ci sono nel vostro catalogo?", ["list_genres"]),
        # issue 22 (fresh4): a genre named as a guess beside the question is no genre asked
        # for (was: every tool)
        ("what genre is Aerosmith, rock or what?", ["get_tracks_by_artist"]),
        ("que genero es Djavan? jazz o que", ["get_tracks_by_artist"]),
        # fresh13 (read after its run): a one-word title written with the store's capitals
        # inside a message asking about it is the album too (was: the song alone), so its
        # songs listed or counted, or its whole length, are the album's
        (
            "planning to buy Californication for my dad, which songs are on it?",
            ["get_album_tracks"],
        ),
        ("is Cafezinho worth it? how many tracks are on it", ["get_album_tracks"]),
        ("I need the running time of Purpendicular for my DJ set", ["get_album_tracks"]),
        (
            "how much is Californication? just the one song",
            ["check_for_songs", "get_track_details"],
        ),
        # fresh16 (read after its run): the whole album's price, the record named like its
        # artist said apart from the album word, is the record's
        (
            "My son keeps going on about Aquaman. How much is the whole album?",
            ["get_album_tracks"],
        ),
        ("Mio figlio vuole Iron Maiden. Quanto costa l'album intero?", ["get_album_tracks"]),
        ("What albums does Aquaman have?", ["get_albums_by_artist"]),
    ],
)
def test_catalog_tools_are_narrowed_by_the_store_names(names, message, tools):
    assert sorted(
        names_of(narrow("catalog", message, tools_of("catalog"), names.find(message)))
    ) == sorted(tools)


def test_a_single_tool_gets_the_store_spelling_of_its_argument(names):
    message = "songs by aerosmith?"
    (only,) = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert only["args"]["properties"]["artist"] == {"type": "string", "enum": ["Aerosmith"]}
    assert "enum" not in tools_of("catalog")[0]["args"]["properties"].get("artist", {})  # a copy


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        ("How much have I spent in total?", ["get_customer_profile"]),
        # issue 22 (fresh2): the most spent at once is an invoice, not the profile's sum
        (
            "what's the biggest amount i ever spent in a single go",
            ["get_invoices_by_customer_sorted_by_date"],
        ),
        ("qual foi o pedido em que gastei mais?", ["get_invoices_by_customer_sorted_by_date"]),
        ("Who is my support rep?", ["get_customer_profile"]),
        (
            "What's the most expensive thing I ever bought?",
            ["get_invoice_line_items_sorted_by_price"],
        ),
        ("When did I last buy something from you?", ["get_invoices_by_customer_sorted_by_date"]),
        ("Who was the support rep on my invoice 34?", ["get_employee_by_invoice_and_customer"]),
        ("What was on invoice 98?", ["get_invoice_line_items"]),
        (
            "What was on my latest invoice?",
            ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"],
        ),
        # a purchase the customer made is one of theirs, without "my"
        ("qual foi a penúltima compra que fiz?", ["get_invoices_by_customer_sorted_by_date"]),
        ("quel est le premier achat que j'ai fait ?", ["get_invoices_by_customer_sorted_by_date"]),
        # fresh16 (read after its run): a learner's past tenses are the customer's buying
        (
            "Which is the most expensive song I have buyed from you?",
            ["get_invoice_line_items_sorted_by_price"],
        ),
    ],
)
def test_invoice_tools_are_narrowed_by_what_is_asked(message, tools):
    assert names_of(narrow("invoice", message, tools_of("invoice"))) == tools


@pytest.mark.parametrize(
    "message",
    [
        # fresh16 (read after its run): a learner's English about their own orders ("the
        # orders I make in 2023", "I have buyed") is the account, not the world
        "For the tax I need the orders I make in 2023. Which ones they were, with the dates?",
        "Which is the most expensive song I have buyed from you and how much it was?",
        "How much have I payed you in total?",
    ],
)
def test_a_learners_past_tense_is_evidence_for_the_account(message):
    ev = evidence(message)
    assert "invoice" in ev.strong and "catalog" not in ev.strong


def test_refunds_and_unclear_questions_keep_every_tool():
    every = names_of(tools_of("invoice"))
    assert (
        names_of(narrow("invoice", "Please refund my last purchase", tools_of("invoice"))) == every
    )
    # Money moves only when asked: without a refund request the refund tool is not offered.
    lookups = [t for t in every if t != "request_refund"]
    assert names_of(narrow("invoice", "what about it?", tools_of("invoice"))) == lookups


def test_sentences_with_numbers_from_nowhere_are_dropped():
    facts = "- invoice_id: 407; invoice_date: 2025-12-04; total: 1.98; item_count: 2"
    answer = "Your latest invoice is #407 from December 4, 2025, for $1.98. It has 2 items."
    kept, dropped = drop_unsupported(answer, facts)
    assert (kept, dropped) == (answer, [])
    assert drop_unsupported("It has 6 items.", facts) == ("", ["6"])  # small, still invented
    invented = "Your latest invoice is invoice 234, paid on December 23, 2023. Thanks!"
    kept, dropped = drop_unsupported(invented, facts)
    assert kept == "Thanks!" and dropped == ["234", "23", "2023"]


def test_numbers_compare_by_value_and_may_come_from_the_question():
    assert drop_unsupported("It is 1,060.", "result: 1060")[1] == []
    assert drop_unsupported("Total: $49.6", "total_spent: 49.60")[1] == []
    assert drop_unsupported("Between 2024 and 2025.", "", "from 2024-01-01 to 2025-01-01")[1] == []
    assert drop_unsupported("The 30th number is 55.", "ERROR: failed", "the 30th?")[1] == ["55"]
    # nothing computed: small numbers are checked too (the question's own still pass)
    assert drop_unsupported("It is 10 days.", "between 2024-01-01 and 2024-12-25", small=0) == (
        "",
        ["10"],
    )
    assert drop_unsupported("From day 1 to 25.", "2024-01-01 to 2024-12-25", small=0)[1] == []


@pytest.mark.parametrize(
    ("message", "plan"),
    [
        ("whos my suport rep", ["invoice"]),  # was routed to search: no word decided
        ("whats my lastest invoce", ["invoice"]),
        ("recomend me sum jazz pls", ["catalog"]),
    ],
)
def test_typos_of_the_stores_words_count_as_those_words(names, message, plan):
    assert planned(names, message, ["search"]) == plan


def test_respelling_leaves_known_and_far_words_alone():
    from agents.words import respelled

    assert respelled("whos my suport rep") == "who's my support rep"  # shorthand too
    assert respelled("a poem about my cat, please") == "a poem about my cat, please"


def test_an_artists_albums_and_a_song_need_both_tools(names):
    from agents.narrow import required

    message = "Which Metallica albums do you have, and do you sell the song Enter Sandman?"
    mentions = names.find(message)
    tools = narrow("catalog", message, tools_of("catalog"), mentions)
    assert sorted(names_of(tools)) == ["check_for_songs", "get_albums_by_artist"]
    assert required("catalog", message, mentions) == ("get_albums_by_artist", "check_for_songs")
    one = "Do you have Enter Sandman by Metallica?"
    assert required("catalog", one, names.find(one)) == ()


def test_the_answer_is_cleaned_of_echoes_markup_and_third_person():
    from agents.wording import worded

    question = "Do you have albums by Queen? Also, what is 2 to the power 20?"
    assert worded(f"{question}\n\nResult: 1048576", question) == "Result: 1048576"
    echoed = "Sure: email x.\n</customer_message>\n\n### Facts\n<facts>..."
    assert worded(echoed, "Sure: email x.") == ""
    third = "The customer's last invoice is #382. The customer has 7 invoices; I told the customer."
    assert worded(third, "") == "Your last invoice is #382. You have 7 invoices; I told you."


@pytest.mark.parametrize(
    "message",
    [
        "Can I get my money back for invoice 405? I bought the wrong song.",
        "Ich möchte eine Rückerstattung für Rechnung 345, bitte.",
        "Quero o reembolso da fatura 350, comprei as músicas erradas.",
        "Je voudrais être remboursé pour la facture 12.",
        "Quiero que me devuelvan el dinero de la factura 8.",
    ],
)
def test_refund_requests_in_any_wording_offer_the_refund_tool(message):
    from agents.refunds import asks_refund

    assert asks_refund(message)
    assert "request_refund" in names_of(narrow("invoice", message, tools_of("invoice")))


@pytest.mark.parametrize(
    "message",
    [
        # fresh15 (the 1.5B filed two refund requests for it): a refund someone else pays
        # is what the record is for, not money back from the store
        "Could you please send me a list of the orders I placed in 2023, with their dates?"
        " I need them for a reimbursement claim at work.",
        "I need a copy of my last invoice for my expense reimbursement.",
        "Preciso da minha última fatura para o reembolso de despesas.",
        "Ich brauche meine letzte Rechnung für die Rückerstattung durch meinen Arbeitgeber.",
        "Mi serve l'ultima fattura per il rimborso spese.",
        "Potrzebuję ostatniej faktury do zwrotu od pracodawcy.",
    ],
)
def test_a_refund_someone_else_pays_offers_no_refund_tool(message):
    from agents.refunds import asks_refund

    assert not asks_refund(message)
    assert "request_refund" not in names_of(narrow("invoice", message, tools_of("invoice")))


@pytest.mark.parametrize(
    "message",
    [
        "The song does not work at work, I want a refund",  # three words apart: a request
        "I was reimbursed by my employer, but please refund invoice 12 anyway",
        "Refund my last purchase please, my boss said so",
    ],
)
def test_a_refund_asked_beside_an_employer_is_still_asked(message):
    from agents.refunds import asks_refund

    assert asks_refund(message)


@pytest.mark.parametrize(
    "message",
    [
        # fresh17: thanks for an earlier chat about a refund filed (and executed) a refund
        # of the latest invoice while the customer asked for their order list
        "Hiya!! Hope ur having a good day. Thanks for the help last time with my refund"
        " question. Could you list all my orders now, with their dates?",
        "thank you so much for sorting out the refund last week! what did I buy in 2024",
        "Obrigado pela ajuda com o reembolso da semana passada. Quais foram as minhas compras?",
        "Danke für die schnelle Rückerstattung neulich. Welche Rechnungen habe ich?",
        "Grazie mille per il rimborso dell'altra volta, quante fatture ho?",
        "Tack för återbetalningen förra månaden! Vilka låtar har jag köpt?",
    ],
)
def test_thanks_for_a_refund_asks_for_none(message):
    from agents.refunds import asks_refund

    assert not asks_refund(message)
    assert "request_refund" not in names_of(narrow("invoice", message, tools_of("invoice")))


@pytest.mark.parametrize(
    "message",
    [
        "Thanks for your help, please refund invoice 12",  # another clause asks
        "thanks in advance for refunding my last order",  # thanked before it is done
        "Merci d'avance pour le remboursement de la facture 12",
        "Obrigado desde já pelo reembolso da fatura 12",
        "Thanks for the refund last month. Now please refund invoice 12 too",
        "Please refund invoice 12, thank you",
    ],
)
def test_a_refund_asked_beside_thanks_is_still_asked(message):
    from agents.refunds import asks_refund

    assert asks_refund(message)


@pytest.mark.parametrize(
    ("message", "ids"),
    [
        # issue 22, kind 1: a playlist by its name (was: the list of playlists, or "id 101"
        # read out of "Classical 101 - Next Steps")
        ("What songs are in the Classical 101 - Next Steps playlist?", [14]),
        ("Quelles chansons sont dans la playlist 90’s Music ?", [5]),
        ("what's on the Grunge playlist", [16]),
        ("songs in the Music playlist", [1, 8]),  # two playlists share the name
        ("Vilka låtar finns i spellista 5?", [5]),  # by its number, in Swedish
        ("Co jest na playliście nr 3?", [3]),
        # issue 22 (fresh2): a connecting word before the number ("med id", "with id")
        ("visa spellistan med nummer 12", [12]),
        ("show me the playlist with id 9", [9]),
        # fresh5 (read after its runs): another playlist's name as an everyday word
        # elsewhere in the message ("music") is not the playlist asked for
        ("we listen to music all day at work. what's in the On-The-Go 1 playlist?", [18]),
        ("jag lyssnar på music hela dagen, vad finns på spellistan Grunge?", [16]),
    ],
)
def test_a_playlist_by_name_or_number_gets_its_ids_pinned(names, message, ids):
    (only,) = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert only["name"] == "get_playlist_tracks"
    assert only["args"]["properties"]["playlist_id"] == {"enum": ids}


def test_a_genre_named_like_a_playlist_stays_a_genre_without_the_word(names):
    message = "any classical music?"
    assert names_of(narrow("catalog", message, tools_of("catalog"), names.find(message))) == [
        "get_songs_by_genre"
    ]


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # issue 22, kind 1: invoices asked by what sets them apart are the invoice list
        (
            "Which of my invoices was the most expensive?",
            ["get_invoices_by_customer_sorted_by_date"],
        ),
        ("What was the total of my first invoice?", ["get_invoices_by_customer_sorted_by_date"]),
        ("Welche meiner Rechnungen war die teuerste?", ["get_invoices_by_customer_sorted_by_date"]),
        ("which invoices did i get in 2025", ["get_invoices_by_customer_sorted_by_date"]),
        ("How many songs have I bought in total?", ["get_invoice_line_items_sorted_by_price"]),
        ("Hur många låtar har jag köpt totalt?", ["get_invoice_line_items_sorted_by_price"]),
        (
            "Which songs were on my latest invoice?",
            ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"],
        ),
        (
            "what is the date of my invoice 115",
            ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"],
        ),
        ("Chi è il mio referente dell'assistenza?", ["get_customer_profile"]),
        ("How much have I spent in total?", ["get_customer_profile"]),
        # a purchase of theirs is an invoice; the artists they bought are in the lines; what
        # they spent, in Polish with its "ł" (issue 22)
        (
            "E quanto custou a minha compra mais recente?",
            ["get_invoices_by_customer_sorted_by_date"],
        ),
        (
            "que faixas vieram na minha compra de março?",
            ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"],
        ),
        ("Which bands show up in my purchase history?", ["get_invoice_line_items_sorted_by_price"]),
        (
            "Von welchen Künstlern habe ich etwas gekauft?",
            ["get_invoice_line_items_sorted_by_price"],
        ),
        ("Ile łącznie u was wydałem?", ["get_customer_profile"]),
        # fresh5 (read after its runs): what was spent on one order picked by an order
        # word is that order's total, not the account's sum
        (
            "mijn goedkoopste bestelling, hoeveel heb ik toen uitgegeven?",
            ["get_invoices_by_customer_sorted_by_date"],
        ),
        ("what did I spend on my latest order?", ["get_invoices_by_customer_sorted_by_date"]),
        ("how much have I spent with you in total?", ["get_customer_profile"]),
        # fresh7 (read after its run): how often the customer ordered is their invoices;
        # how many songs they bought, over all their orders, is their lines
        ("how many times have i ordered from you?", ["get_invoices_by_customer_sorted_by_date"]),
        ("wie oft habe ich bei euch bestellt?", ["get_invoices_by_customer_sorted_by_date"]),
        (
            "combien de chansons ai-je achetées, toutes commandes confondues ?",
            ["get_invoice_line_items_sorted_by_price"],
        ),
        ("how many songs across all my orders?", ["get_invoice_line_items_sorted_by_price"]),
        # ... but the songs of one order are that order's lines
        (
            "how many songs were on my latest order?",
            ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"],
        ),
        (
            "combien de chansons dans ma commande de mars 2024 ?",
            ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"],
        ),
    ],
)
def test_invoice_questions_get_the_tool_that_holds_the_answer(message, tools):
    assert names_of(narrow("invoice", message, tools_of("invoice"))) == tools


@pytest.mark.parametrize(
    "message",
    ["która z moich faktur była najdroższa", "Chi è il mio referente dell'assistenza?"],
)
def test_account_words_of_every_language_are_evidence_for_the_invoice_specialist(message):
    assert "invoice" in evidence(message).strong


def test_a_small_amount_is_still_checked():
    """Issue 22, kind 4: "$9.99" for an album of $9.90 passed as "a number up to 10"."""
    kept, dropped = drop_unsupported("The album costs $9.99. It has 10 songs.", "price: 9.9; 10")
    assert kept == "It has 10 songs." and dropped == ["9.99"]
    assert drop_unsupported("It costs $9.90.", "price: 9.9") == ("It costs $9.90.", [])


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        (
            "which of my invoices was the most expnesive",
            "which of my invoices was the most expensive",
        ),
        ("how many sogns did i buy", "how many songs did i buy"),
        ("waht albmus do you have", "waht albums do you have"),
        ("welche meiner rechnnugen war die teuesrte", "welche meiner rechnungen war die teuerste"),
        ("there is a house here", "there is a house here"),  # ordinary words stay
    ],
)
def test_two_swapped_letters_read_as_the_word_every_rule_looks_for(typed, read):
    """Issue 22 (typos): difflib rates a swap in a short word too low ("albmus" 0.83), and
    the words of narrow and pick ("expensive", "teuerste") were not corrected at all."""
    from agents.words import respelled

    assert respelled(typed) == read


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        # words of the message's own language are words, never slips of a rule word of
        # another (lexicon/real: wordfreq's common words)
        ("espero que esten bien. ¿cuantas facturas tengo?", None),  # not German "ersten"
        ("ich hatte gerne eine liste der alben", None),  # "gladly", not "genre"
        ("leider finde ich nichts", None),  # "sadly", not "lieder"
        ("sending this from work: how many albums?", None),  # not "spending"
        ("preciso da lista das minhas compras", None),  # "I need", not "precios"
        # slips are still read as the words, in any language
        (
            "¿que teams me llegaron en mi ulitmo pedido?",
            "¿que temas me llegaron en mi ultimo pedido?",
        ),
        ("how many trcaks did i buy on my acount", "how many tracks did i buy on my account"),
    ],
)
def test_a_real_word_of_the_messages_language_is_no_typo(typed, read):
    from agents.words import respelled

    assert respelled(typed) == (typed if read is None else read)


@pytest.mark.parametrize(
    "message",
    [
        "Hur många låtar har jag köpt totalt?",  # what I bought: the account, not the stock
        "Welche Adresse habt ihr von mir gespeichert?",
        "What address do you have on file for me?",
    ],
)
def test_purchases_and_own_details_are_evidence_for_the_account_in_every_language(message):
    ev = evidence(message)
    assert "invoice" in ev.strong and "catalog" not in ev.strong


def test_to_recommend_is_no_support_rep():
    """'conseiller' is also the French verb 'to recommend': only 'mon conseiller' is the rep
    (the public case fr-genre-jazz was asked to verify after this round's rep words)."""
    assert "invoice" not in evidence("Pouvez-vous me conseiller des morceaux de jazz ?").strong
    assert "invoice" in evidence("Quelle est l'adresse e-mail de mon conseiller ?").strong


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        # real words of a language are not typos of the store's words (held-out: "comprar"
        # read as "compra" made "which records can I buy here?" an account question, and
        # "for reference" became the Italian rep word "referente")
        ("que discos posso comprar aqui", "que discos posso comprar aqui"),
        ("je peux acheter quels disques", "je peux acheter quels disques"),
        ("for reference, my account", "for reference, my account"),
        # ... while a letter left out, doubled or swapped still reads as the word
        ("its me and acount 26", "its me and account 26"),
        ("whats my lastest invoce", "what's my latest invoice"),
        ("my invoicce please", "my invoice please"),
        ("the invoise total", "the invoice total"),
    ],
)
def test_a_word_is_respelled_only_for_a_typists_slip_not_an_inflection(typed, read):
    from agents.words import respelled

    assert respelled(typed) == read


_INVOICE_TOOLS = [
    {"name": n, "args": {"properties": {}}}
    for n in (
        "get_invoices_by_customer_sorted_by_date",
        "get_invoice_line_items",
        "get_invoice_line_items_sorted_by_price",
        "get_customer_profile",
        "get_employee_by_invoice_and_customer",
        "request_refund",
    )
]


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # the rep, named by what they do for the customer (issue 22: these went to the
        # catalog's counts, or to the customer's own email)
        ("How can I reach the person who handles my account?", ["get_customer_profile"]),
        ("Comment joindre la personne qui gère mon compte ?", ["get_customer_profile"]),
        ("Quale dipendente segue il mio account?", ["get_customer_profile"]),
        ("Wer betreut mein Konto?", ["get_customer_profile"]),
        ("Which staff member handled order #13?", ["get_employee_by_invoice_and_customer"]),
        # the customer's own record
        ("Under which name am I registered with you?", ["get_customer_profile"]),
        ("Pod jakim adresem jestem u was zarejestrowany?", ["get_customer_profile"]),
        # ... asked the way the other languages already were ("a nombre de quién")
        ("whose name is this account in? my brother set it up", ["get_customer_profile"]),
        ("who is the account holder on here, me or my wife?", ["get_customer_profile"]),
        # the artists of every purchase, beside an order word that picks none (fresh14's kind)
        (
            "Von welchen Künstlern habe ich bei euch Musik gekauft? Will meine Bestellungen "
            "sortieren",
            ["get_invoice_line_items_sorted_by_price"],
        ),
        (
            "which artists have I bought songs by? tidying my orders folder",
            ["get_invoice_line_items_sorted_by_price"],
        ),
        # money, by the words people use for it
        ("Which purchase of mine cost the least?", ["get_invoice_line_items_sorted_by_price"]),
    ],
)
def test_account_questions_in_customers_words_reach_the_tool_that_answers(message, tools):
    from agents.narrow import narrow_invoice

    assert "invoice" in evidence(message).strong
    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


@pytest.mark.parametrize(
    "message",
    [
        "What was in the very first order I made?",
        "Since when have I been buying from you?",
        "What's the sum of everything I've paid you?",
    ],
)
def test_the_customers_own_orders_in_the_first_person_are_account_questions(message):
    assert "invoice" in evidence(message).strong


@pytest.mark.parametrize(
    "message",
    [
        "If I bought every track of 'Diver Down', what's the price?",
        "Se eu comprar todas as faixas de Nevermind, quanto custa?",
    ],
)
def test_a_purchase_only_thought_of_is_a_question_about_prices(message):
    assert "invoice" not in evidence(message).strong


@pytest.mark.parametrize(
    "message",
    [
        "I'd like to return my latest purchase",
        "ich möchte mein Geld für die letzte Bestellung zurück",
        "ho comprato per sbaglio l'ultimo album, potete rimborsarmi?",
        "kan jag få pengarna tillbaka för min senaste beställning?",
        "chcę zwrot pieniędzy za ostatnie zamówienie",
        "ik wil mijn geld terug voor mijn laatste bestelling",
    ],
)
def test_a_refund_is_asked_for_in_every_language(message):
    from agents.refunds import asks_refund

    assert asks_refund(message)


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        ("What's the sum of everything I've paid you?", ["get_customer_profile"]),
        ("Have I purchased 'Nothing to Hide' before?", ["get_invoice_line_items_sorted_by_price"]),
        ("What trcaks did I get in my last order?",
         ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"]),
        ("Anazhl meiner geakuften Titel?", ["get_invoice_line_items_sorted_by_price"]),
    ],
)  # fmt: skip
def test_more_account_questions_in_customers_words(message, tools):
    from agents.narrow import narrow_invoice

    assert "invoice" in evidence(message).strong
    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


@pytest.mark.parametrize(
    "message",
    [
        "Show my most recent order",
        "Was kostete meine letzte große Bestellung?",
        "a minha última compra",
    ],
)
def test_an_order_the_customer_calls_theirs_is_an_account_question(message):
    assert "invoice" in evidence(message).strong


def test_a_track_number_in_any_language_is_a_track_id(names):
    message = "Wie teuer ist Titel Nummer 1132?"
    found = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert names_of(found) == ["get_track_details"]


def test_an_order_named_by_its_number_without_a_hash_is_an_invoice_id():
    from agents.narrow import narrow_invoice

    names = [t["name"] for t in narrow_invoice("who was the rep on order 228?", _INVOICE_TOOLS)]
    assert names == ["get_employee_by_invoice_and_customer"]


def test_a_name_inside_an_email_address_is_not_a_catalog_name(engine):
    from agents.nodes import message_evidence

    message = "which order of mine was the smallest? (account 58, manoj.pareek@rediff.com)"
    ev = message_evidence(engine, message)
    assert "invoice" in ev.strong and "catalog" not in ev.strong


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("do u have anything by them", "do you have anything by them"),
        ("hw much r ur albums pls", "hw much are your albums please"),
        ("qto custa o disco? vc sabe?", "quanto custa o disco? voce sabe?"),
        ("cmq quanto costa x favore", "comunque quanto costa per favore"),
        ("any r&b songs?", "any r&b songs?"),  # a genre's letter, not "are"
        ("my acct is 12", "my account is 12"),
        ("jota quest", "jota quest"),  # a word, not the French "qu'est"
    ],
)
def test_chat_shorthand_is_read_as_the_words_it_stands_for(typed, read):
    """Issue 22: customers type "do u have", "qto custa", "cmq" (the lexicon's shorthand)."""
    from agents.words import respelled

    assert respelled(typed) == read


def test_shorthand_two_languages_read_differently_is_left_alone():
    from lexicon import lexicon

    assert "pq" not in lexicon().shorthand  # porque (pt), pourquoi (fr)
    assert lexicon().shorthand["u"] == "you"
    # a form that is a word of another language is left to it (issue 22: "wat zat er in"
    # read as "what zat er in"; German "PLZ" is a postal code)
    assert "wat" not in lexicon().shorthand and "plz" not in lexicon().shorthand


# The words of the rules are data in every language (lexicon): Italian, Dutch, Polish and
# Swedish customers ask the same things in their own words.
@pytest.mark.parametrize(
    "message",
    [
        "Qual è il prezzo dell'album Nevermind?",
        "Chi ha scritto questa canzone?",
        "Hoeveel kost het album Nevermind?",
        "Wanneer is dit album uitgebracht?",
        "Ile kosztuje album Nevermind?",
        "Kto skomponował ten utwór?",
        "Vad kostar albumet Nevermind?",
        "Vem skrev den låten?",
    ],
)
def test_a_question_about_a_fact_is_read_in_every_language(message):
    from agents.asking import asks_about

    assert asks_about(message)


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("Ciao!", "greeting"),
        ("Hoi, goedemiddag", "greeting"),
        ("Cześć!", "greeting"),
        ("Hej hej", "greeting"),
        ("Grazie mille per l'aiuto", "thanks"),
        ("Dank je wel!", "thanks"),
        ("Dziękuję bardzo", "thanks"),
        ("Tack så mycket!", "thanks"),
        ("Arrivederci", "bye"),
        ("Bedankt, tot ziens!", "bye"),
        ("Do widzenia", "bye"),
        ("Hej då!", "bye"),
        ("Ciao, avete dischi dei Queen?", None),
    ],
)
def test_pleasantries_in_every_language_are_small_talk(message, kind):
    assert small_talk(message) == kind


@pytest.mark.parametrize(
    ("message", "specialist"),
    [
        ("Ci sono notizie sui Metallica?", "search"),
        ("Wat is het laatste nieuws over U2?", "search"),
        ("Jaka będzie jutro pogoda w Warszawie?", "search"),
        ("Finns det några nyheter om Abba?", "search"),
        ("Wat is het gemiddelde van 4, 8 en 15?", "data"),
        ("Jaka jest średnia z 4, 8 i 15?", "data"),
        ("Vad är medelvärdet av 4, 8 och 15?", "data"),
        ("Bereken 2 tot de macht 10", "code"),
        ("Oblicz silnię liczby 6", "code"),
        ("Beräkna kvadratroten ur 144", "code"),
        ("Jakie metody płatności akceptujecie?", "help"),
        ("Welke betaalmethoden accepteren jullie?", "help"),
    ],
)
def test_each_specialists_words_are_evidence_in_every_language(message, specialist):
    assert specialist in evidence(message).strong


@pytest.mark.parametrize(
    "message",
    [
        "Scrivimi una poesia sull'estate",
        "Vertel me een grap",
        "Napisz wiersz o morzu",
        "Skriv en dikt om sommaren",
    ],
)
def test_off_topic_requests_are_seen_in_every_language(message):
    ev = evidence(message)
    assert ev.off_topic and vet(["code"], ev) == []


@pytest.mark.parametrize(
    "message",
    [
        "Qual è la mia fattura più recente?",
        "Wat was mijn laatste bestelling?",
        "Jaka była moja najdroższa faktura?",
        "Vilken är min senaste faktura?",
    ],
)
def test_a_question_for_one_item_in_every_language(message):
    assert asks_for_one(message)


@pytest.mark.parametrize(
    "message",
    [
        "Qual è la cosa più cara che ho mai comprato?",
        "Wat is het duurste dat ik ooit bij jullie heb gekocht?",
    ],
)
def test_the_priciest_line_of_an_account_goes_to_the_lines_by_price(message):
    assert names_of(narrow("invoice", message, tools_of("invoice"))) == [
        "get_invoice_line_items_sorted_by_price"
    ]


@pytest.mark.parametrize(
    "message",
    [
        "which was the priciest song i ever got from you",
        "hab ich das Lied Breed schon mal gekauft? will nicht doppelt zahlen",
        "vilka band har jag handlat av er hittills",
        "kupowałem już u was coś od Nirvany?",
        "hoeveel heb ik vorig jaar bij jullie besteld",
        "quanto ho speso da voi in tutto finora",
        "what did i get in order number 212",
        "remind me what was in order nr 40",
        # the habit of buying here (fresh14's kind: "i only ever buy a song or two")
        "i always buy one song at a time. which one was the most expensive?",
        "Ich kaufe immer nur einzelne Lieder. Welches war das teuerste?",
        "siempre compro canciones sueltas, ¿cuál fue la más barata?",
    ],
)
def test_the_customers_own_buying_in_everyday_words_is_an_account_question(message):
    """Issue 22 (fresh2): "i ever got", Swedish "handlat", Polish "kupowałam", Dutch
    "uitgegeven" and "order no N" went to the catalog (or the code sandbox)."""
    ev = evidence(message)
    assert "invoice" in ev.strong and "catalog" not in ev.strong, ev


@pytest.mark.parametrize(
    "message", ["hur länge håller spår 540", "ile trwa utwór nr 77", "durata della traccia 12"]
)
def test_a_track_by_its_number_is_a_catalog_question_not_arithmetic(message):
    """Issue 22 (fresh2): "hur lång är spår 122?" went to the code sandbox (factorial(122))."""
    assert vet(["code"], evidence(message)) == ["catalog"]


@pytest.mark.parametrize(
    "message",
    [
        "can i see the songs ordered by length",
        "I got a question about Metallica albums",
        "What is track #2?",
        "do you have anything i can buy by Queen?",
    ],
)
def test_sorting_asking_and_buying_from_the_stock_are_not_account_questions(message):
    assert "invoice" not in evidence(message).strong


@pytest.mark.parametrize(
    "message",
    [
        "who is the person looking after me at your shop",
        "give me the phone of my support contact",
        "wie is mijn aanspreekpunt bij jullie",
        "kto się mną opiekuje? chodzi o osobę kontaktową",
    ],
)
def test_the_support_rep_in_everyday_words_is_the_profile(message):
    """Issue 22 (fresh2): "who's looking after my account", "my support person" were not
    read as the rep (the customer's own email was given as the rep's)."""
    assert "invoice" in evidence(message).strong
    assert names_of(narrow("invoice", message, tools_of("invoice"))) == ["get_customer_profile"]


def test_a_song_named_in_an_account_question_is_looked_for_among_the_purchases(names):
    """Issue 22 (fresh2): "did i already buy <title>?" (no quotes, no "song") was offered
    every invoice tool, and the 0.5B read the profile."""
    message = "have i bought Times Like These before? dont want it twice"
    tools = narrow("invoice", message, tools_of("invoice"), names.find(message))
    assert names_of(tools) == ["get_invoice_line_items_sorted_by_price"]


@pytest.mark.parametrize(
    "message",
    [
        "how many orders have i placed with you so far",
        "quanti ordini ho fatto da voi quest'anno",
        "combien de commandes ai-je passées ?",
        "hur många beställningar har jag gjort",
        "ile zamówień złożyłam w tym sklepie",
    ],
)
def test_orders_the_customer_made_are_an_account_question(message):
    """Issue 22 (fresh2): "quanti ordini ho fatto" had no account word the rules knew."""
    assert "invoice" in evidence(message).strong


def test_in_order_is_a_sort_not_an_order_made():
    assert "invoice" not in evidence("sort the songs in order made by Queen").strong


@pytest.mark.parametrize(
    "message", ["wie heeft mijn bestelling 12 afgehandeld", "chi ha gestito il mio ordine 12?"]
)
def test_who_handled_an_order_is_the_employee_on_it(message):
    tools = narrow("invoice", message, tools_of("invoice"))
    assert names_of(tools) == ["get_employee_by_invoice_and_customer"]


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        ("welk e-mailadres hebben jullie van me", ["get_customer_profile"]),
        ("hur mycket har jag handlat för totalt", ["get_customer_profile"]),
        ("wann habe ich zuletzt bestellt?", ["get_invoices_by_customer_sorted_by_date"]),
        # an email given as an identifier is no question about the email on file
        (
            "my latest invoice please, my email is x@example.com",
            ["get_invoices_by_customer_sorted_by_date"],
        ),
    ],
)
def test_more_account_questions_in_everyday_words(message, tools):
    assert "invoice" in evidence(message).strong
    assert names_of(narrow("invoice", message, tools_of("invoice"))) == tools


@pytest.mark.parametrize(
    ("message", "plan"),
    [
        # issue 22 (fresh3): the words of a title are the title's, not the message's ("born"
        # asks the web, "today" is news): a song's price is the catalog's
        ("how much do you want for Born On The Bayou?", ["catalog"]),
        ("ile kosztuje Your Soul Today?", ["catalog"]),
        ("when was Freddie Mercury born?", ["search"]),  # the word, no title around it
    ],
)
def test_the_words_inside_a_store_name_are_no_evidence_of_their_own(engine, message, plan):
    from agents.nodes import message_evidence

    assert vet([], message_evidence(engine, message)) == plan


@pytest.mark.parametrize(
    ("message", "plan"),
    [
        # issue 22 (fresh3): a track by its number is the catalog's, even beside a word for
        # a receipt or an order ("the songs I bought" stays the account's)
        ("track id, 77 is printed on my receipt: who composed it?", ["catalog"]),
        ("kto skomponował utwór o numerze 77 z mojej faktury?", ["catalog"]),
        ("which songs did I buy on my last receipt?", ["invoice"]),
    ],
)
def test_a_track_by_number_is_the_catalogs_beside_account_words(engine, message, plan):
    from agents.nodes import message_evidence

    assert vet([], message_evidence(engine, message)) == plan


@pytest.mark.parametrize(
    "message", ["z jakiego albumu jest utwór o numerze 77?", "track id, 77: which album?"]
)
def test_a_track_by_number_in_more_words_gets_its_details(names, message):
    assert names_of(narrow("catalog", message, tools_of("catalog"), names.find(message))) == [
        "get_track_details"
    ]


@pytest.mark.parametrize(
    "message",
    [
        "how much did I pay for track 77 on invoice 12?",
        "please refund track 77 from my last order",
    ],
)
def test_a_track_by_number_in_an_account_question_stays_the_accounts(engine, message):
    from agents.nodes import message_evidence

    assert "invoice" in vet([], message_evidence(engine, message))


@pytest.mark.parametrize(
    "message",
    [
        # issue 22 (fresh3): a song the store sells, named beside "my purchases": whether it
        # was bought is in the lines (was: every invoice tool, and the invoice list picked)
        "Blow Your Mind – is that one among my purchases already?",
        "Blow Your Mind: finns den bland mina köp?",
        "tengo Blow Your Mind en mis compras?",
    ],
)
def test_a_named_song_beside_my_purchases_is_looked_for_in_the_lines(names, message):
    from agents.narrow import narrow_invoice

    tools = narrow_invoice(message, _INVOICE_TOOLS, names.find(message))
    assert [t["name"] for t in tools] == ["get_invoice_line_items_sorted_by_price"]


@pytest.mark.parametrize(
    "message",
    [
        # issue 22 (fresh3): an address asked beside an email given to verify: the email is
        # an identifier, the address is the question
        "which address is on file for me? (account: x@example.com, no 12)",
        "welche Adresse habt ihr von mir? x@example.com",
        "quel est l'adresse que vous avez ? mail x@example.com",
        "what email address do you have for me? (customer 12, email x@example.com)",
    ],
)
def test_an_address_asked_beside_a_given_email_is_the_profile(message):
    from agents.narrow import narrow_invoice

    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == ["get_customer_profile"]


@pytest.mark.parametrize(
    "message",
    [
        "what did I buy last? my email address is x@example.com, id 12",
        "was habe ich zuletzt gekauft? Mail-Adresse x@example.com, Kunde 12",
        "qu'ai-je acheté en dernier ? adresse mail x@example.com, client 12",
    ],
)
def test_an_email_address_given_is_no_question_about_the_address(message):
    from agents.narrow import narrow_invoice

    names = [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)]
    assert "get_customer_profile" not in names, names


@pytest.mark.parametrize(
    "message",
    [
        # issue 22 (fresh4): a purchase in a month or year, asked without an invoice word:
        # the invoices of that period (was: every tool, and the lines by price picked)
        "fiz uma compra em março de 2023, quanto deu?",
        "in maart 2023 heb ik iets besteld, wat was het totaalbedrag?",
        "what did that purchase in 2024 come to?",
    ],
)
def test_a_purchase_in_a_period_is_looked_for_in_the_invoices(message):
    from agents.narrow import narrow_invoice

    names = [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)]
    assert names == ["get_invoices_by_customer_sorted_by_date"]


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # issue 22 (fresh4): "my purchase history" is every purchase, not one order whose
        # contents are asked (was: the invoice list and one invoice's lines)
        ("Priciest track in my purchase history?", ["get_invoice_line_items_sorted_by_price"]),
        (
            "la canción más barata de mi historial de compras",
            ["get_invoice_line_items_sorted_by_price"],
        ),
        ("show me my order history", ["get_invoices_by_customer_sorted_by_date"]),
        (
            "which songs were on my last purchase?",
            ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"],
        ),
    ],
)
def test_the_purchase_history_is_every_purchase(message, tools):
    from agents.narrow import narrow_invoice

    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


@pytest.mark.parametrize(
    "message",
    [
        # issue 22 (fresh4): an account question beside an off-topic word ("tax") is the
        # account's (was: the polite scope reply); the name an account is under, in Swedish
        "doing my taxes, which orders did I place last year?",
        "vilket efternamn står kontot på?",
    ],
)
def test_account_questions_in_everyday_words_are_the_accounts(engine, message):
    from agents.nodes import message_evidence

    assert vet([], message_evidence(engine, message)) == ["invoice"]


@pytest.mark.parametrize(
    "message",
    [
        "could you check which first and last name is on the account please",
        "o meu cadastro está em que nome?",
        "¿a qué nombre está registrada la cuenta?",
        "Sous quel nom suis-je enregistré chez vous ?",
        "welchen Nachnamen habt ihr, also wie ist mein Nachname gespeichert",
        "potete dirmi nome e cognome sul mio profilo",
        "op welke naam staat dit eigenlijk",
        "jakie macie moje nazwisko w systemie?",
        "vilket förnamn står på kontot",
    ],
)
def test_the_customers_own_name_asked_in_any_language_is_their_profile(message):
    """fresh5 (read after its runs): "what first and last name you have for me" read "first"
    as the oldest invoice ("Your first invoice: ..."), and "meu cadastro tá em qual nome?"
    went to the catalog: the fields of one's own name are the profile's (lexicon name_words)."""
    assert "invoice" in evidence(message).strong
    assert names_of(narrow("invoice", message, tools_of("invoice"))) == ["get_customer_profile"]


@pytest.mark.parametrize(
    "message",
    ["hi, my first name is Dana, customer 12", "apellido: Ruiz, cliente 7", "mein Vorname ist Jan"],
)
def test_a_name_the_customer_gives_asks_nothing(message):
    assert lexicon().name_asked(fold(message)) is None
    assert "invoice" not in evidence(message).strong


@pytest.mark.parametrize(
    "message", ["what do all your albums cost altogether?", "wie lange dauern alle Alben insgesamt"]
)
def test_a_total_of_prices_or_lengths_is_no_count_of_the_stock(names, message):
    found = names_of(narrow("catalog", message, tools_of("catalog"), names.find(message)))
    assert "get_catalog_counts" not in found or len(found) > 1


@pytest.mark.parametrize(
    "message", ["- each order I've placed\n- the date of each", "list every order i have placed"]
)
def test_the_orders_the_customer_placed_are_their_account(message):
    """fresh7 (read after its run): "each order I've placed" asked nothing, so a signed
    message with identifiers was only verified and the question never answered."""
    assert "invoice" in evidence(message).strong


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # the words that introduce an email the customer gives are no question about the
        # customer's record (issue 22, fresh8: these listed the email on the account)
        ("how many orders have I placed so far? The address on file ought to be "
         "x@example.com, customer number 4", ["get_invoices_by_customer_sorted_by_date"]),
        ("which bands have I bought from? fyi my e-mail is x@example.com and I'm customer 4",
         ["get_invoice_line_items_sorted_by_price"]),
        ("quantas faturas tenho? Sou o cliente 4 e o meu e-mail é o x@example.com",
         ["get_invoices_by_customer_sorted_by_date"]),
        # ... while an email asked about stays asked
        ("what email do you have for me? customer 4, x@example.com", ["get_customer_profile"]),
        # who handled an invoice is a person: its employee
        ("invoice 12 - who took care of it?", ["get_employee_by_invoice_and_customer"]),
        ("chi si è occupato della fattura 12?", ["get_employee_by_invoice_and_customer"]),
        ("¿quién llevó la factura 12?", ["get_employee_by_invoice_and_customer"]),
        # ... not who made the songs on it
        ("who sang the songs on invoice 12?", ["get_invoice_line_items"]),
    ],
)  # fmt: skip
def test_identifier_labels_and_who_on_an_invoice(message, tools):
    from agents.narrow import narrow_invoice

    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


@pytest.mark.parametrize(
    "message",
    [
        "Say I bought the whole album Diver Down, what would I pay?",
        "Suppose I bought every song on Nevermind: total?",
        "Mettons que j'achète tout l'album Nevermind, ça fait combien ?",
    ],
)
def test_a_purchase_supposed_is_a_question_about_prices(message):
    assert "invoice" not in evidence(message).strong


@pytest.mark.parametrize(
    ("message", "route", "catalog", "invoice"),
    [
        # regional words (issue 22, fresh8): Quebec "toune", Polish "kawałek", Portugal's
        # "encomenda"
        ("c'est quoi l'artiste de la toune 12?", "catalog", ["get_track_details"], None),
        ("ile trwa kawałek 12?", "catalog", ["get_track_details"], None),
        ("quanto custou a minha última encomenda?", "invoice", None,
         ["get_invoices_by_customer_sorted_by_date"]),
    ],
)  # fmt: skip
def test_regional_words_for_songs_and_orders(names, message, route, catalog, invoice):
    from agents.narrow import narrow

    assert set(evidence(message).strong) == {route}
    mentions = names.find(message)
    if catalog:
        assert names_of(narrow("catalog", message, tools_of("catalog"), mentions)) == catalog
    if invoice:
        assert names_of(narrow("invoice", message, tools_of("invoice"), mentions)) == invoice


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # one order, picked by its date or place, is asked about; "the account" where a
        # charge was seen asks nothing of the record (issue 22, fresh8)
        ("vad betalade jag för min beställning i mars 2023? såg det på kontot",
         ["get_invoices_by_customer_sorted_by_date"]),
        ("what did my order in March 2023 cost? saw a charge on my account",
         ["get_invoices_by_customer_sorted_by_date"]),
        # ... while a part of the record named stays asked
        ("what email do you have on file for me?", ["get_customer_profile"]),
    ],
)  # fmt: skip
def test_one_order_asked_beside_the_word_account(message, tools):
    from agents.narrow import narrow_invoice

    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # issue 22 (fresh9): "wat heb ik in <month>" is no order's contents; the person who
        # looks after an account, in Spanish
        ("wat heb ik in maart 2024 betaald?", ["get_invoices_by_customer_sorted_by_date"]),
        ("¿me pasan el teléfono de la persona que atiende mi cuenta?", ["get_customer_profile"]),
    ],
)
def test_fresh9_account_words(message, tools):
    from agents.narrow import narrow_invoice

    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # issue 22 (fresh9): a genre named beside a song's title as a guess is no subject
        ("what genre is Innuendo? my friend says jazz", ["check_for_songs", "get_track_details"]),
        # the stock's count asked in the next sentence
        ("you must have thousands of songs? what's the exact number?", ["get_catalog_counts"]),
        # an album named like its song, its tracks listed
        ("Buying Let There Be Rock for my dad - can you list the tracks?", ["get_album_tracks"]),
    ],
)
def test_fresh9_catalog_readings(names, message, tools):
    from agents.narrow import narrow

    assert names_of(narrow("catalog", message, tools_of("catalog"), names.find(message))) == tools


@pytest.mark.parametrize(
    "message",
    ["che canzoni c'erano nell'ultimo ordine mio?", "vad kostade beställningen min i maj?"],
)
def test_my_after_the_order_is_the_customers_order(message):
    """Issue 22 (fresh10): "nell'ultimo ordine mio" (the possessive after the noun) went to
    the catalog."""
    assert "invoice" in evidence(message).strong


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # the words after a given email that say whose it is go with it (fresh10)
        ("every song I've bought from you, please. x@example.com — that's my account; the "
         "number on it is 4.", ["get_invoice_line_items_sorted_by_price"]),
        ("how many orders have I placed? x@example.com is the email on my account, "
         "customer 4", ["get_invoices_by_customer_sorted_by_date"]),
    ],
)  # fmt: skip
def test_the_words_after_a_given_email_go_with_it(message, tools):
    from agents.narrow import narrow_invoice

    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


def test_an_english_word_is_no_slip_of_another_languages_word():
    """Issue 22 (fresh10): "my tax adviser wants ... list all my orders" read "adviser" as a
    slip of the Dutch "adviseur" (a support rep), and the orders as a question about the
    customer's record."""
    from agents.narrow import narrow_invoice
    from agents.words import respelled

    assert "adviser" in respelled("my tax adviser wants it")
    message = "my tax adviser wants them: could you list all my orders with the date of each?"
    tools = [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)]
    assert tools == ["get_invoices_by_customer_sorted_by_date"]


@pytest.mark.parametrize(
    "message",
    [
        "I'm fairly sure I bought Balls to the Wall on my account last year, did I?",
        "Acho que já comprei Balls to the Wall na minha conta. Comprei?",
        "Ik denk dat ik Balls to the Wall al op mijn account heb gekocht, klopt dat?",
    ],
)
def test_a_song_bought_on_the_account_is_looked_up_in_the_lines(names, message):
    """fresh10 (read after its run): "I think I bought <song> already on my account. Did
    I?" was answered with the customer's profile: "my account" is where it was bought, the
    question is whether the song is among their purchases."""
    from agents.narrow import narrow_invoice

    found = narrow_invoice(message, _INVOICE_TOOLS, names.find(message))
    assert [t["name"] for t in found] == ["get_invoice_line_items_sorted_by_price"]


@pytest.mark.parametrize(
    ("message", "plan"),
    [
        # a demand on the answer's form is no question about file formats (fresh10, read
        # after its run: "How long is <song>? Answer in m:ss format" went to help)
        ("How long does Journeyman last, in m:ss format please", ["catalog"]),
        ("Quanto dura Journeyman? No formato mm:ss, por favor.", ["catalog"]),
        ("When was my last order? Format: YYYY-MM-DD", ["invoice"]),
        ("What format are your downloads in?", ["help"]),  # the file format: still help
        ("Is Journeyman in mp3 format?", ["help"]),
    ],
)
def test_the_form_an_answer_is_wanted_in_asks_nothing_of_help(names, message, plan):
    assert planned(names, message, ["catalog"]) == plan


@pytest.mark.parametrize(
    "message",
    [
        "Questa canzone l'ho già comprata?",
        "Le avevo già acquistate, quelle due?",
        "Je l'ai déjà commandée, cette chanson ?",
        "Essa música eu já tinha baixada?",
    ],
)
def test_a_purchase_said_with_an_agreeing_participle_is_an_account_question(message):
    """fresh10 (read after its run): "l'ho già comprata" (a song, feminine) went to the
    catalog; the lexicon knew only "comprato". A participle agrees with what was bought."""
    assert "invoice" in evidence(message).strong


def test_a_quoted_claim_about_the_stock_beside_a_count_is_no_title(names):
    """fresh10 (read after its run): "your About page says 'thousands of artists' ... the
    real number of artists?" searched for a song called "thousands of artists"."""
    for message, tools in [
        ('Your homepage says "over 500 albums" - how many albums do you actually have?',
         ["get_catalog_counts"]),
        ('How many songs are on "Songs of Faith and Devotion"?',  # a title: still looked up
         ["check_for_songs", "get_track_details"]),
    ]:  # fmt: skip
        found = narrow("catalog", message, tools_of("catalog"), names.find(message))
        assert names_of(found) == tools, message


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # fresh11 (read after its run): "background music ... what playlists do you offer?"
        # opened the playlist Music (an everyday word taken for its name), and "how many
        # playlists?" let the 0.5B open playlist 1
        (
            "Our bookshop wants quiet music in the background. Which playlists have you got?",
            ["get_playlists"],
        ),
        ("hey, about your playlists: how many are there?", ["get_playlists"]),
        ("what's on the music playlist?", ["get_playlist_tracks"]),  # beside the word: named
        ("Which songs are on the Music playlist?", ["get_playlist_tracks"]),
    ],
)
def test_playlists_asked_about_without_a_name_are_listed(names, message, tools):
    found = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert names_of(found) == tools


@pytest.mark.parametrize(
    "message",
    [
        "For my records: my priciest song purchase ever, which song and what did it cost?",
        "Not the cheapest order, the cheapest single track I bought: which was it?",
        "Welcher war der teuerste einzelne Song, den ich gekauft habe?",
    ],
)
def test_the_priciest_song_of_theirs_is_one_line_not_an_orders_contents(message):
    """fresh11 (read after its run): "which song was it" read as the contents of an order,
    so the latest invoice's lines were listed for "my single priciest song purchase"."""
    from agents.narrow import narrow_invoice

    names = [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)]
    assert names == ["get_invoice_line_items_sorted_by_price"]


def test_a_playlist_written_as_two_words_is_a_playlist(names):
    """fresh11 (read after its run): dictated "the 90's Music play list" was counted in the
    whole catalog; "play list" is the word for a playlist too."""
    message = "how many songs in the Grunge play list"
    found = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert names_of(found) == ["get_playlist_tracks"]


@pytest.mark.parametrize(
    "message",
    [
        "How much is Go Back? I want to download it for Sunday.",
        "Quanto tá Go Back? Quero baixar pro domingo.",
    ],
)
def test_a_title_beside_a_help_desk_word_is_still_asked_about(names, message):
    """fresh11 (read after its run): "Quanto tá <song>? Quero baixar ..." went to the help
    desk alone (a download word is its), and the price was never looked up."""
    assert "catalog" in planned(names, message, ["help"])


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # fresh11 (read after its run): the album asked about first, then taken back
        (
            "I'd ask for Jamiroquai's best album but that's taste, so instead: what kind of"
            " music do you list them as?",
            ["get_tracks_by_artist"],
        ),
        (
            "Queen's albums... scratch that, which Queen songs do you have?",
            ["get_tracks_by_artist"],
        ),
        (
            "Alben von Queen? Stattdessen: welche Songs von Queen habt ihr?",
            ["get_tracks_by_artist"],
        ),
    ],
)
def test_what_a_correction_takes_back_is_not_asked(names, message, tools):
    found = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert names_of(found) == tools


def test_instead_of_is_no_correction():
    from agents.words import corrected

    text = "can i have the album instead of the songs?"
    assert corrected(text) == text


def test_what_a_whole_album_costs_in_italian_asks_a_fact_of_it():
    """fresh11 (read after its run): "Quanti soldi costa l'album X intero?" was answered
    with the album's list of songs: "costa" alone was no Italian price word."""
    from agents.asking import asks_about

    assert asks_about("Quanti soldi costa l'album Morning Dance intero?")


@pytest.mark.parametrize(
    ("message", "plan"),
    [
        # fresh11 (read after its run): where the customer shops is no question for the web
        ("I've bought music online for ages. When was my first order with you?", ["invoice"]),
        ("For a project on internet music shops: how many albums do you have?", ["catalog"]),
        ("Search the internet for news about Queen", ["search"]),
    ],
)
def test_online_or_internet_alone_asks_nothing_of_the_web(names, message, plan):
    assert planned(names, message, []) == plan


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # fresh12 (read after its run): an email that never came is no question about the
        # email on file; an order the customer says they made is theirs; the songs they
        # bought are in the lines, whatever "the account" beside them
        (
            "how much did my last order come to? the confirmation email never arrived",
            ["get_invoices_by_customer_sorted_by_date"],
        ),
        (
            "I placed an order in May 2024, what did it cost?",
            ["get_invoices_by_customer_sorted_by_date"],
        ),
        (
            "Kan ni lista alla låtar jag har köpt? Kontot står på anna@example.se.",
            ["get_invoice_line_items_sorted_by_price"],
        ),
        ("How much have I spent on songs so far?", ["get_customer_profile"]),
        ("What email do you have on my account?", ["get_customer_profile"]),
    ],
)
def test_account_words_beside_an_order_or_songs_bought_ask_for_those(message, tools):
    from agents.narrow import narrow_invoice

    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS)] == tools


def test_a_greeting_that_is_also_a_title_is_a_greeting(names):
    """fresh12 (read after its run): "Boa noite! quantos artistas ...?" looked up the song
    Boa Noite; a title written as one is still found."""
    kinds = {m.kind for m in names.find("Boa noite! quantos artistas vocês têm no total?")}
    assert "track" not in kinds
    assert "track" in {m.kind for m in names.find("quanto custa a música Boa Noite?")}


@pytest.mark.parametrize(
    ("message", "tools"),
    [
        # what was bought on one occasion picked by when is an order: its lines
        ("ok so which tracks did i get last time i ordered", _CONTENTS_TOOLS := [
            "get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"]),
        ("Welche Lieder habe ich zuletzt gekauft?", _CONTENTS_TOOLS),
        ("vilka låtar köpte jag senast?", _CONTENTS_TOOLS),
        ("¿qué canciones compré la primera vez?", _CONTENTS_TOOLS),
        # ... and when it was, that order's row (not the lines by price, nor the profile)
        ("when did i last buy something? got an email about it", [
            "get_invoices_by_customer_sorted_by_date"]),
        # one song picked by when stays one line of theirs
        ("which song did I buy last?", ["get_invoice_line_items_sorted_by_price"]),
    ],
)  # fmt: skip
def test_what_was_bought_on_one_occasion_is_an_order(names, message, tools):
    from agents.narrow import narrow_invoice

    mentions = names.find(message)
    assert [t["name"] for t in narrow_invoice(message, _INVOICE_TOOLS, mentions)] == tools


def test_a_title_made_of_the_words_that_pick_a_row_needs_its_capitals(names):
    # "The Last Time" is a song; "the last time i bought" picks an order
    said = "when was the last time i bought something from you"
    assert [m.name for m in names.find(said)] == []
    written = "do you have The Last Time by the Rolling Stones?"
    assert ("track", "The Last Time") in [(m.kind, m.name) for m in names.find(written)]
    beside = "is the song the last time on an album?"
    assert "The Last Time" in [m.name for m in names.find(beside)]


def test_every_occasion_word_holds_one_of_its_languages_order_words():
    # agents.pick picks the order by that word ("last time": the latest)
    import json
    import re
    from pathlib import Path

    for path in sorted(Path("lexicon").glob("*.json")):
        words = json.loads(path.read_text(encoding="utf-8"))
        orders = [w for ws in words["order_words"].values() for w in ws]
        held = re.compile(rf"(?<!\w)(?:{'|'.join(map(re.escape, orders))})(?!\w)")
        assert words["occasion_words"], path.name
        for word in words["occasion_words"]:
            assert held.search(word), (path.name, word)


@pytest.mark.parametrize(
    ("message", "plan"),
    [
        # buying told as the story, the question the stock's (fresh14's kind)
        ("Found Let There Be Rock on a USB stick I bought at a flea market. Which band "
         "recorded that album?", ["catalog"]),
        ("Another shop charged me twice for Let There Be Rock. What do you charge for the "
         "whole album?", ["catalog"]),
        ("I always buy my music at the market. Who recorded Let There Be Rock?", ["catalog"]),
        # ... and a store name told as the story, the question the account's (fresh14:
        # "faz tanto tempo", the song Tanto Tempo, beside "que músicas vieram na minha
        # primeira compra?")
        ("Quais músicas vieram no meu último pedido? Faz tanto tempo que esqueci",
         ["invoice"]),
        ("A friend keeps playing Let There Be Rock. Did I ever buy that from you?",
         ["invoice"]),
        # ... not when the question asks the account
        ("I bought Let There Be Rock from you. When did I buy it exactly?", ["invoice"]),
    ],
)  # fmt: skip
def test_buying_told_beside_a_question_about_the_stock_is_the_story(names, message, plan):
    assert planned(names, message, []) == plan


@pytest.mark.parametrize(
    "message", ["tr 649, how long is it? need it to the second", "trk 12 - who wrote it?"]
)
def test_a_track_abbreviated_with_its_number_is_a_track_id(names, message):
    assert planned(names, message, []) == ["catalog"]
    tools = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert names_of(tools) == ["get_track_details"]


def test_all_of_an_album_at_a_price_in_slang_is_the_whole_album(names):
    message = "whats the damage if i get all of Let There Be Rock in one go?"
    tools = narrow("catalog", message, tools_of("catalog"), names.find(message))
    assert names_of(tools) == ["get_album_tracks"]
    assert lexicon().phrase("price_words").search(fold(message))


# A short word one language lists as weak evidence that the message's own language uses for
# something else: Polish "ma" (has) is no French "ma" (my), Swedish "min" (my) no English
# "min" (minimum), Italian "mi" (me) no Spanish "mi" (my). In the language that lists it, or
# in a message that tells no language, it still counts.
@pytest.mark.parametrize(
    "message, specialist, weak",
    [
        ("Ile utworów ma ta płyta, którą macie?", "invoice", False),
        ("Combien coûtait ma dernière commande ?", "invoice", True),
        ("Vad kostade min senaste beställning?", "data", False),
        ("What is the min of 4, 9 and 2?", "data", True),
        ("Mi dici quante canzoni ci sono in questo album?", "invoice", False),
        ("¿Cuánto costó mi último pedido?", "invoice", True),
        ("ma", "invoice", True),
    ],
)
def test_a_weak_word_reads_in_the_message_language(message, specialist, weak):
    assert (specialist in evidence(message).weak) is weak
