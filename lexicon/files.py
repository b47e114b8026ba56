"""The lexicon's files and keys: which word lists every ``<language>.json`` holds.

Split from ``lexicon`` (the merged lists and the patterns built from them) and
``lexicon.language`` (telling a message's language), which both read the files here.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
# The rules' words (agents.intent, narrow, pick): what each kind of message says. They
# are not in ``every_word``, and tell a message's language (``language_of``) only as
# written, three letters or more, where no other list holds them: many are question words
# and loanwords every language writes ("ok", "top", "u"), and their slips are other
# languages' words ("queen" read as "quien").
RULE_KEYS = (
    "discography_words", "account_words", "web_words", "compute_words", "statistics_words",
    "help_words", "have_words", "shop_words", "music_words", "buy_words", "price_words",
    "account_hint_words", "now_words", "aggregate_words", "service_words", "question_words",
    "you_words", "off_topic_words", "greeting_words", "thanks_words", "bye_words",
    "filler_words", "if_i_buy_words", "about_words", "order_words", "few_words", "span_words",
    "pricey_words", "by_date_words", "seller_words", "customer_service_words", "i_words",
    "done_words", "did_i_words", "do_words", "track_words", "with_words",
    "on_words", "tracklist_words", "most_words", "least_words", "composer_words",
    "duration_words", "not_words", "contents_words", "refund_stems", "how_to_words",
    "money_words", "money_back_words", "by_words", "called_words", "intro_words", "total_words",
    "who_words", "statistic_words", "narration_words", "and_words",
    "of_words", "times_words", "sing_words", "message_words", "my_after_words",
    "whole_words", "made_words", "about_me_words", "refunded_words",
    "sorted_first_words", "before_words", "history_words", "instead_words", "unit_words",
    "occasion_words", "habit_words", "what_words", "pay_words", "songs_of_words", "payer_words",
    "thanked_for_words", "in_advance_words", "retract_words", "their_words",
    "me_words", "sign_off_words", "which_words", "refusal_words", "record_shop_words",
    "visit_words", "signed_up_words", "reimbursed_words", "in_store_words", "on_account_words",
    "request_words", "list_words", "only_words", "name_noun_words", "account_noun_words",
    "back_object_words", "summed_words", "how_much_words", "indefinite_words",
    "record_back_words", "plural_album_words", "phone_words",
)  # fmt: skip
KEYS = (
    "months", "ordinals", "penultimate", "before_that", "year_before", "album_words",
    "song_words", "playlist_words", "genre_words", "customer_id_words", "number_words",
    "postal_code_words", "is_words", "count_words", "invoice_words", "my_words", "rep_words",
    "common_words", "back_words", "bought_words", "refund_words", "profile_words",
    "address_words", "email_words", "name_words", "spent_words", "purchase_words", "artist_words",
    "letters", *RULE_KEYS,
)  # fmt: skip
# Keys whose value is a dict of lists, read by their own loaders (not ``Lexicon.words``).
_DICT_KEYS = ("ordinals", "order_words", "statistic_words")


@cache
def _files() -> dict[str, dict]:
    return {
        (data := json.loads(path.read_text(encoding="utf-8")))["language"]: data
        for path in sorted(HERE.glob("*.json"))
    }


@cache
def real_words() -> dict[str, frozenset[str]]:
    """The common words of each language the store speaks, by language (``real/<lang>.txt``:
    five letters or more, folded; built from wordfreq by ``real/build.py``). A word of the
    message's own language is a word, never a typo of another one: Spanish "estén" is no
    German "ersten", German "gerne" no "genre"."""
    return {
        path.stem: frozenset(path.read_text(encoding="utf-8").split())
        for path in sorted((HERE / "real").glob("*.txt"))
    }
