"""agents.ground: ids come from the customer or a result; a request is finished by code's rule."""

from __future__ import annotations

import pytest

from agents.ground import asks_contents, numbers_in, recalled, still_needed
from agents.ids import KnownIds, known_ids, returned_ids, ungrounded
from agents.report import Call
from tools.result import ToolResult

INVOICES = Call(
    "get_invoices_by_customer_sorted_by_date",
    {},
    ToolResult({"found": True, "results": [{"invoice_id": 412, "total": 1.99}]}),
)
REFUND_ARGS = {"invoice_id": 98, "invoice_line_ids": [], "reason": "charged twice"}
DECLARED = ("invoice_id", "invoice_line_ids", "reason")


def told(*texts: str) -> KnownIds:
    """The numbers the customer wrote, as ids of any kind."""
    return known_ids(numbers_in(texts), [])


def test_an_id_from_nowhere_is_refused_and_the_message_says_where_ids_come_from():
    why = ungrounded(REFUND_ARGS, told("Refund my most recent purchase"), DECLARED)
    assert why and "98" in why and "get_invoices_by_customer_sorted_by_date" in why


def test_ids_the_customer_wrote_or_a_tool_returned_are_allowed():
    assert ungrounded(REFUND_ARGS, told("Please refund invoice 98"), DECLARED) is None
    args = {**REFUND_ARGS, "invoice_id": 412}
    assert ungrounded(args, known_ids((), [INVOICES]), DECLARED) is None
    lines = {**args, "invoice_line_ids": [2165, 7]}
    assert "2165, 7" in ungrounded(lines, known_ids((), [INVOICES]), DECLARED)


def test_undeclared_arguments_are_not_checked():
    # customer_id is injected by code from the graph state; the model's value is ignored
    assert ungrounded({"customer_id": 1}, KnownIds(), ("invoice_id",)) is None


def test_failed_calls_ground_nothing():
    failed = Call("get_invoice_line_items", {}, ToolResult.failure("bad_input", "no", id=5))
    assert returned_ids([failed]) == {}


def test_a_refund_request_goes_on_until_the_refund_tool_ran():
    tools = ["get_invoices_by_customer_sorted_by_date", "request_refund"]
    question = "Please refund my latest purchase"
    assert still_needed(question, [INVOICES], tools) == "request_refund"
    done = Call("request_refund", {}, ToolResult({"status": "executed"}))
    assert still_needed(question, [INVOICES, done], tools) is None
    assert still_needed("my latest invoice", [INVOICES], tools) is None


def test_the_contents_of_an_invoice_need_its_lines():
    tools = ["get_invoices_by_customer_sorted_by_date", "get_invoice_line_items"]
    assert asks_contents("What was on my latest invoice?")
    assert not asks_contents("What was my latest invoice?")
    assert still_needed("What was on my latest invoice?", [INVOICES], tools) == (
        "get_invoice_line_items"
    )


def test_the_previous_answer_is_recalled_only_for_a_message_that_refers_back():
    history = [
        {"role": "user", "content": "Show me my latest invoice"},
        {"role": "assistant", "content": "Your latest invoice is #407 ($1.98)."},
    ]
    assert "407" in recalled("Please refund it, I was charged twice.", history)
    assert recalled("Please refund invoice 399", history) == ""
    assert recalled("Anything by Jamiroquai?", history) == ""


def test_the_grammar_offers_only_known_ids_and_waits_for_them():
    from agents.ids import pinned
    from tools import registry

    tools = [t.describe() for t in registry().for_specialist("invoice")]
    first = {t["name"]: t for t in pinned(tools, KnownIds())}
    assert "get_invoice_line_items" not in first and "request_refund" not in first
    assert "get_invoices_by_customer_sorted_by_date" in first  # needs no id
    later = {t["name"]: t for t in pinned(tools, KnownIds(frozenset({412, 7})))}
    line_items = later["get_invoice_line_items"]["args"]["properties"]["invoice_id"]
    assert line_items["enum"] == [7, 412]
    lines = later["request_refund"]["args"]["properties"]["invoice_line_ids"]
    assert lines["items"]["enum"] == [7, 412] and lines["maxItems"] == 2
    # the declarations themselves are untouched (the prompt shows them as declared)
    assert "enum" not in tools[0]["args"]["properties"].get("invoice_id", {})
    assert all("enum" not in p for t in tools for p in t["args"].get("properties", {}).values())


def test_tools_are_never_narrowed_to_nothing():
    from agents.ids import pinned
    from tools import registry

    only_ids = [
        t.describe()
        for t in registry().for_specialist("invoice")
        if t.name == "get_invoice_line_items"
    ]
    assert pinned(only_ids, KnownIds()) == only_ids


def test_a_refund_of_one_song_reads_the_invoices_lines_first():
    from agents.ground import offered, wants_items
    from tools import registry

    tools = [t.describe() for t in registry().for_specialist("invoice")]
    question = 'On invoice 410 I bought "The Star Spangled Banner" by accident. Refund just that.'
    assert wants_items(question) and not wants_items("Please refund invoice 406")
    first = {t["name"] for t in offered(tools, question, [], known_ids({410}, []))}
    assert "request_refund" not in first and "get_invoice_line_items" in first
    lines = Call(
        "get_invoice_line_items",
        {"invoice_id": 410},
        ToolResult({"found": True, "results": [{"invoice_line_id": 2240, "track": "X"}]}),
    )
    later = {t["name"]: t for t in offered(tools, question, [lines], known_ids({410}, [lines]))}
    ids = later["request_refund"]["args"]["properties"]["invoice_line_ids"]
    assert ids["minItems"] == 1 and 2240 in ids["items"]["enum"]
    whole = {
        t["name"] for t in offered(tools, "Please refund invoice 406", [], known_ids({406}, []))
    }
    assert "request_refund" in whole


def test_the_one_list_the_message_writes_out_is_what_a_statistic_is_of():
    from agents.ground import listed_numbers
    from agents.narrow import narrow
    from tools import registry

    message = "Compute 3 to the power 10 in Python, and give me the median of 1, 9, 4 and 7."
    assert listed_numbers(message) == [1, 9, 4, 7]
    assert listed_numbers("stats of 1,200, 3 and 4") == [1200, 3, 4]  # the data tool's rules
    assert listed_numbers("median of 12, 15") is None  # two numbers are no list
    assert listed_numbers("mean of 3, 5, 10 and median of 1, 2, 3") is None  # which one?
    tools = [t.describe() for t in registry().for_specialist("data")]
    (stats,) = narrow("data", message, tools)
    assert stats["args"]["properties"]["numbers"] == {"enum": [[1, 9, 4, 7]]}


@pytest.mark.parametrize(
    "question",
    [
        "I'd like a refund for my latest invoice",
        "Please refund my last order",
        "Quero o reembolso da minha última compra",
    ],
)
def test_a_refund_of_the_latest_invoice_names_the_row_code_picked(question):
    """Issue 22, kind 3 (and issue 23's try on the 0.5B): with invoices listed earlier in
    the conversation, "refund my latest invoice" refunded invoice 122, then 7: any id the
    conversation held was allowed. The refund waits for the lookup, then may name only the
    invoice code picked from it."""
    from agents.ground import offered
    from agents.pick import focus
    from tools import registry

    tools = [t.describe() for t in registry().for_specialist("invoice")]
    earlier = {122, 7, 412, 335, 48}  # ids an earlier answer listed
    first = {t["name"] for t in offered(tools, question, [], known_ids(earlier, []))}
    assert first == {"get_invoices_by_customer_sorted_by_date"}  # the lookup alone first
    invoices = ToolResult({"found": True, "count": 3, "total": 3, "truncated": False,
                           "results": [
        {"invoice_id": 412, "invoice_date": "2025-12-22", "total": 1.99, "item_count": 1},
        {"invoice_id": 335, "invoice_date": "2025-01-15", "total": 13.86, "item_count": 14},
        {"invoice_id": 48, "invoice_date": "2021-07-24", "total": 0.99, "item_count": 1},
    ]})  # fmt: skip
    looked = Call("get_invoices_by_customer_sorted_by_date", {}, focus(invoices, question))
    later = {t["name"]: t for t in offered(tools, question, [looked], known_ids(earlier, [looked]))}
    refund = later["request_refund"]["args"]["properties"]
    assert refund["invoice_id"]["enum"] == [412]
    assert refund["invoice_line_ids"]["maxItems"] == 0  # the whole invoice, no line ids
    named = {
        t["name"] for t in offered(tools, "Please refund invoice 122", [], known_ids(earlier, []))
    }
    assert "request_refund" in named  # an invoice the customer names needs no lookup


def test_a_refund_reason_is_the_customers_not_the_models():
    from agents.ground import grounded_reason

    asked = "I'd like a refund for invoice 361, the download never worked"
    assert grounded_reason("download never worked", asked) == "download never worked"
    assert grounded_reason("charged twice", asked) == asked  # invented: their words instead
    assert grounded_reason("", "refund 361") == "refund 361"
    assert grounded_reason("wrong album", "refund it", ["I bought the wrong album"]) == (
        "wrong album"
    )


@pytest.mark.parametrize(
    ("message", "asks"),
    [
        ("co było w moim ostatnim zamówieniu?", True),
        ("vad ingick i min senaste beställning", True),
        ("cosa c'era nel mio ultimo ordine?", True),
        ("wat zat er in mijn laatste bestelling", True),
        ("what's in stock by Iron Maiden?", False),
        ("quanto dura Midnight From The Inside Out?", False),
    ],
)
def test_what_was_on_an_order_is_read_in_every_language(message, asks):
    """Issue 22: the words for an order's contents were English and four others, in code."""
    assert asks_contents(message) is asks


def test_an_ordinal_is_no_number_an_id_may_come_from():
    """fresh6 (read after its run): "a playlist for my dad's 60th" became playlist id 60."""
    from agents.ground import numbers_in

    assert numbers_in(["for my dad's 60th, the 2nd time, le 3e, o 5º"]) == set()
    assert numbers_in(["playlist 60, track 2."]) == {60, 2}


def test_the_numbers_in_a_title_or_an_identifier_are_no_ids():
    """Issue 22 (fresh9): "Commercial 1, c'est sur quel album?" offered track 1 to the
    grammar, and the 0.5B looked up track 1; "I'm customer 40" an invoice 40."""
    from agents.ground import ids_told

    assert ids_told("Commercial 1, c'est sur quel album?", ["Commercial 1"]) == set()
    assert ids_told("which songs were on invoice 12? I'm customer 40", []) == {12}
    assert ids_told("is track 7 on Song 2?", ["Song 2"], ["invoice #361"]) == {7, 361}


def test_a_quantity_is_no_id():
    """A number with what it measures or counts after it ("in 10 mins", "5 songs", "3
    dias") is no id the model may use: "how long is A Small Victory? presenting in 10 mins"
    had the 0.5B look up track 10 (fresh13)."""
    from agents.ground import ids_told

    assert ids_told("how long is Breed? I'm on stage in 10 mins", ["Breed"]) == set()
    assert ids_told("how long is track 10? it must be under 4 minutes", []) == {10}
    assert ids_told("I bought 3 songs on invoice 12, 2 weeks ago", []) == {12}
    assert ids_told("quanto dura a faixa 7? tenho 5 minutos", []) == {7}
    assert ids_told("wie lang ist Titel 9? ich habe 20 Min. Zeit", []) == {9}


@pytest.mark.parametrize(
    ("message", "asks"),
    [
        # what was bought on one occasion is that order's items (not its header row)
        ("what did I buy last time?", True),
        ("o que eu comprei da última vez?", True),
        ("¿qué compré la primera vez?", True),
        ("Was habe ich letztes Mal gekauft?", True),
        ("qu'est-ce que j'ai acheté la dernière fois ?", True),
        ("cosa ho comprato l'ultima volta?", True),
        ("wat heb ik de laatste keer gekocht?", True),
        ("co kupiłem ostatni raz?", True),
        ("vad köpte jag senast?", True),
        # ... not its price, its date, or everything ever bought
        ("how much did I spend last time?", False),
        ("what did it cost the last time I bought something?", False),
        ("when was the last time I bought something?", False),
        ("what did I buy from you?", False),
    ],
)
def test_what_was_bought_on_one_occasion_is_its_contents(message, asks):
    assert asks_contents(message) is asks


@pytest.mark.parametrize(
    "message",
    [
        "¿cuándo fue la última vez que compré algo?",
        "quando foi a última vez que comprei aqui?",
        "quand est-ce que j'ai acheté la dernière fois ?",
        "wann habe ich zuletzt etwas gekauft?",
        "quando è stata l'ultima volta che ho comprato?",
        "kiedy ostatni raz coś kupiłem?",
    ],
)
def test_when_the_last_purchase_was_is_no_question_of_its_contents(message):
    assert not asks_contents(message)


@pytest.mark.parametrize(
    "message",
    [
        "What was the total of the order I placed most recently?",
        "what did i pay for the order i placed most recently?",
        "o que paguei da última vez?",
    ],
)
def test_what_was_paid_on_one_occasion_is_no_question_of_its_contents(message):
    # the readings diff of the first try: "order" and "pay" are words of buying too
    assert not asks_contents(message)


def test_an_id_of_one_kind_is_no_id_of_another_and_a_count_is_no_id():
    """The 1.5B looked up ``get_track_details(track_id=305)`` with an invoice's number
    (persona-55): any number seen counted as any id. A result's id counts for its own kind
    only; a count or a total in a result is no id; the customer's own numbers count for any
    kind ("track 12" is theirs to say)."""
    from agents.ids import pinned
    from tools import registry

    invoices = Call(
        "get_invoices_by_customer_sorted_by_date",
        {},
        ToolResult({"found": True, "count": 7, "total": 7, "results": [
            {"invoice_id": 305, "total": 3.96, "item_count": 4}]}),
    )  # fmt: skip
    known = known_ids((), [invoices])
    track = {"track_id": 305}
    assert "305" in ungrounded(track, known, ("track_id",))
    assert ungrounded({"invoice_id": 305}, known, ("invoice_id",)) is None
    assert "7" in ungrounded({"invoice_id": 7}, known, ("invoice_id",))  # the count
    assert "4" in ungrounded({"invoice_id": 4}, known, ("invoice_id",))  # item_count
    assert ungrounded(track, known_ids({305}, [invoices]), ("track_id",)) is None
    # the grammar: an invoice id for the invoice tools, no track lookup without a track id
    catalog = {t["name"]: t for t in pinned(
        [t.describe() for t in registry().for_specialist("catalog")], known)}  # fmt: skip
    assert "get_track_details" not in catalog and "get_playlist_tracks" not in catalog
    invoice = {t["name"]: t for t in pinned(
        [t.describe() for t in registry().for_specialist("invoice")], known)}  # fmt: skip
    assert invoice["get_invoice_line_items"]["args"]["properties"]["invoice_id"]["enum"] == [305]
    refund = invoice["request_refund"]["args"]["properties"]["invoice_line_ids"]
    assert refund["maxItems"] == 0  # no line ids known yet: a whole invoice at most
    lines = Call(
        "get_invoice_line_items",
        {"invoice_id": 305},
        ToolResult({"found": True, "results": [
            {"invoice_line_id": 1651, "track_id": 3001, "unit_price": 0.99}]}),
    )  # fmt: skip
    known = known_ids((), [invoices, lines])
    assert known.of("invoice_line_ids") == {1651} and known.of("track_id") == {3001}
