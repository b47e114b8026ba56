"""What a customer's message is about, decided by code where words decide it.

A 0.5B manager sends "Hi there!" to the catalog, a poem request to the code sandbox and
"How many genres do you have?" to Python; it routes a two-part question to one specialist.
Words settle most of that without a model: "invoice", "bought" or "support rep" mean the
customer's account; "album", "playlist" or a catalog artist's name mean the catalog; "mean"
or "median" beside numbers mean statistics. So code reads the message for *evidence* per
specialist (``strong``: words that only one specialist answers; ``weak``: words that fit it
among others) and checks the model's plan against it (``vet``):

* a planned specialist with no evidence at all is dropped, and one with only weak evidence
  is dropped when a competing specialist has strong evidence ("mean of 12, 15" is data, not
  code, though both take numbers);
* a specialist with strong evidence the plan left out is added (a two-part question gets
  both parts), in the order the message mentions them;
* a message with no evidence for any specialist keeps the model's plan (follow-ups such as
  "and the second one?" read only in context), unless it is plainly off-topic (a poem, advice,
  a question about the assistant), which gets a polite scope reply written by code.

Greetings, thanks and goodbyes (``small_talk``) are answered by code without any model call.
The lexicons cover English, Portuguese, French, German and Spanish, the store's customers'
languages, and the words of ``lexicon`` (data, one file per language: also Italian, Dutch,
Polish and Swedish) for albums, songs, playlists, invoices and the support rep. Every
pattern is an alternation of literal words (no nested repetition), so each scan is linear
in the message length.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import specialists
from agents.words import fold, learn, respelled, word_pattern
from lexicon import lexicon

# Every language's words for albums, songs and playlists (lexicon data), less those that
# mean something else too: "records" (an account's), "nummer" (German: a number), "lat"
# (Swedish "låt": also "let me"), "single", "platte" (also "plate").
_AMBIGUOUS = frozenset(
    "record records lp single nummer nummers stuck stueck spar sparet lat platte platten".split()
)
CATALOG_WORDS = tuple(
    w
    for key in ("album_words", "song_words", "playlist_words", "genre_words")
    for w in lexicon().words[key]
    if w not in _AMBIGUOUS
)

# ... and for invoices and the support rep, less "order" (also a sort order) and "rep".
ACCOUNT_WORDS = tuple(
    w
    for key in ("invoice_words", "rep_words", "bought_words", "profile_words")
    for w in lexicon().words[key]
    if w not in {"order", "orders", "rep", "ordine", "ordini", "agente", "agent"}
)

# fmt: off
STRONG = {
    "catalog": word_pattern(
        "album", "albums", "song", "songs", "track", "tracks", "tune", "tunes", "playlist",
        "playlists", "genre", "genres", "artist", "artists", "band", "bands", "singer",
        "discography", "musica", "musicas", "cancao", "cancoes", "faixa", "faixas", "genero",
        "generos", "artista", "artistas", "disco", "discos", "chanson", "chansons", "morceau",
        "morceaux", "titre", "titres", "groupe", "lied", "lieder", "titel", "kunstler", "alben",
        "cancion", "canciones", "tema", "temas", "albumes", "listas de reproduccion",
        *CATALOG_WORDS,
    ),
    "invoice": word_pattern(
        "invoice", "invoices", "receipt", "receipts", "purchase", "purchases", "purchased",
        "bought", "spent", "my order", "my orders", "order history", "support rep", "my rep",
        "representative", "my account", "billed", "charged", "fatura", "faturas", "compra",
        "compras", "comprei", "gastei", "minha conta", "facture", "factures", "achat", "achats",
        "achete", "depense", "rechnung", "rechnungen", "kauf", "kaufe", "gekauft", "ausgegeben",
        "bestellung", "factura", "facturas", "compre", "gaste", "gastado", "gastou", "did i buy", "have i bought",
        *ACCOUNT_WORDS,
    ),
    "search": word_pattern(
        "search the web", "search online", "touring", "tour dates", "born", "died", "founded",
        "formed", "wikipedia", "biography", "upcoming", "net worth", "web search", "google", "internet", "online", "news",
        "weather", "forecast", "tour", "tours", "concert", "concerts", "who won", "election",
        "president", "prime minister", "bitcoin", "stock price", "exchange rate", "world cup",
        "olympics", "capital of", "population of", "noticias", "nouvelles", "nachrichten",
        "wetter", "clima", "meteo",
    ),
    "code": word_pattern(
        "python", "script", "program", "run code", "write code", "code snippet", "compute",
        "calculate", "calculation", "to the power", "power of", "factorial", "prime", "primes",
        "fibonacci", "square root", "sqrt", "reverse", "reversed", "sort", "sorted",
        "days between", "how many days", "modulo", "binary", "hexadecimal", "calcule",
        "calcular", "calcula", "berechne", "berechnen", "potencia", "puissance", "fatorial",
    ),
    "data": word_pattern(
        "mean", "average", "median", "standard deviation", "std", "variance", "quartile",
        "quartiles", "percentile", "statistics", "stats", "media", "mediana", "moyenne",
        "mediane", "durchschnitt", "mittelwert", "promedio", "desvio", "ecart type",
    ),
    "help": word_pattern(
        "policy", "policies", "refund policy", "how long do i have", "file format",
        "file formats", "format", "formats", "mp3", "aac", "download", "downloads",
        "redownload", "payment method", "payment methods", "pay with", "paypal", "credit card",
        "privacy", "personal data", "delete my account", "gdpr", "drm", "lossless", "faq",
        "politica", "reembolso", "remboursement", "erstattung", "datenschutz", "formato",
    ),
}

WEAK = {
    "catalog": word_pattern(
        "music", "listen", "recommend", "recommendation", "available", "do you have",
        "do you sell", "do you carry", "in stock", "buy", "price", "cost", "tem", "vous avez",
        "habt ihr", "tienen", "recomenda", "recommande", "empfehlen",
    ),
    "invoice": word_pattern(
        "refund", "refunds", "paid", "payment", "my", "customer id", "email", "phone",
        "postal code", "zip", "last month", "last year", "meu", "minha", "mon", "ma", "mes",
        "mein", "meine", "mi", "mis",
    ),
    "search": word_pattern("current", "currently", "today", "tonight", "tomorrow", "latest", "now"),
    "code": re.compile(r"\d"),
    "data": word_pattern("min", "max", "minimum", "maximum", "range", "spread", "sum", "total"),
    "help": word_pattern(
        "refund", "refunds", "return", "returns", "how long", "how do i", "can i", "pay",
        "account", "password", "cancel", "gift card", "devices",
    ),
}

learn(*STRONG.values(), *WEAK.values())  # their typos read as them (agents.words)

# Weak evidence for a specialist does not hold against strong evidence for one of these.
COMPETITORS = {
    "code": ("data", "search", "catalog", "invoice", "help"),
    "data": ("code",),
    "help": ("invoice", "catalog"),
    "invoice": ("help", "catalog", "code", "data", "search"),
    "search": ("catalog", "invoice", "code", "data", "help"),
    "catalog": ("invoice", "search", "code", "data", "help"),
}

# A plain question about the world (no store words): the web specialist's job.
_WORLD_QUESTION = word_pattern(
    "who", "what", "when", "where", "which", "how many", "how much", "quem", "quando", "onde",
    "quand", "wer", "wann", "quien", "cuando", "donde",
)
_ABOUT_ASSISTANT = word_pattern(
    "you", "your", "yourself", "voce", "tu", "vous", "du", "sie", "usted",
)
_OFF_TOPIC = word_pattern(
    "poem", "poems", "story", "essay", "joke", "jokes", "recipe", "homework", "tax", "taxes",
    "write me", "draw", "paint", "rich", "diet", "love life", "girlfriend", "boyfriend",
    "favourite", "favorite", "are you", "who are you", "what are you", "your name",
    "how are you", "meaning of life", "advice", "should i", "how do i become",
    "how can i become",
)
# Catalog-intent phrases that name the store's stock even beside account words.
_SHOP = word_pattern(
    "do you have", "do you sell", "do you carry", "you sell", "you have", "recommend",
    "available", "in stock", "your genres", "your albums", "your playlists", "list your",
)

_SMALL_TALK = {
    "greeting": (
        "hi", "hello", "hey", "hiya", "howdy", "good morning", "good afternoon", "good evening",
        "ola", "oi", "bom dia", "boa tarde", "boa noite", "bonjour", "bonsoir", "salut",
        "hallo", "guten tag", "guten morgen", "servus", "hola", "buenos dias", "buenas tardes",
    ),
    "thanks": (
        "thanks", "thank you", "thx", "ty", "cheers", "much appreciated", "appreciate it",
        "obrigado", "obrigada", "merci", "merci beaucoup", "danke", "danke schon",
        "vielen dank", "gracias", "muchas gracias",
    ),
    "bye": (
        "bye", "goodbye", "good bye", "see you", "see ya", "have a nice day", "have a good day",
        "that's all", "thats all", "that is all", "that's it", "tchau", "adeus", "au revoir",
        "tschuss", "auf wiedersehen", "adios", "hasta luego",
    ),
}
_FILLER = word_pattern(
    "there", "again", "so", "much", "very", "a lot", "you", "all", "for", "today", "now", "ok",
    "okay", "great", "cool", "perfect", "awesome", "nice", "sir", "madam", "friend", "team",
    "everyone", "folks", "and", "for now", "for the help", "for your help", "it", "that", "was",
    "helpful", "really", "the", "assistant", "bot", "chinook", "store", "muito", "beaucoup",
    "vielen", "mucho", "pela ajuda", "por", "ajuda", "tudo", "tout", "alles",
)
# fmt: on
_SMALL_PATTERNS = {kind: word_pattern(*items) for kind, items in _SMALL_TALK.items()}
_LEFTOVER = re.compile(r"\w")


_ONE = word_pattern(
    "latest",
    "last",
    "most recent",
    "newest",
    "first",
    "oldest",
    "earliest",
    "most expensive",
    "cheapest",
    "priciest",
    "longest",
    "shortest",
    "ultima",
    "ultimo",
    "dernier",
    "derniere",
    "letzte",
    "primeira",
    "primeiro",
    "premier",
    "premiere",
    "erste",
    "primera",
    "primero",
    "mais caro",
    "plus cher",
    "teuerste",
    "mas caro",
)


def asks_for_one(message: str) -> bool:
    """Whether the message asks for one item of a list ("my latest invoice", "the cheapest")."""
    return _ONE.search(fold(message)) is not None


# Words that ask a fact about the things a lookup found (a price, a length, who made it, a
# comparison) rather than to see them: "how much is Enter Sandman?" is not answered by the
# list of its recordings, so such a message keeps a sentence of the model's.
_ABOUT = word_pattern(
    "how much", "cost", "costs", "price", "prices", "priced", "pay", "paid", "spend", "spent",
    "how long", "length", "duration", "minutes", "when", "date", "year", "released", "who",
    "whose", "composer", "composed", "wrote", "written", "why", "genre", "more", "less", "fewer", "best", "worst", "biggest", "largest", "smallest", "highest",
    "lowest", "top", "favorite", "favourite", "popular", "total", "average", "compare",
    "difference", "rep", "support", "refund", "format", "download",
    "quanto", "quanta", "custa", "preco", "quando", "quem", "por que", "porque", "duracao",
    "combien", "coute", "prix", "quand", "qui", "pourquoi", "duree",
    "wie viel", "wieviel", "kostet", "preis", "wann", "wer", "warum", "dauer", "lange",
    "cuanto", "cuanta", "cuesta", "precio", "cuando", "quien", "duracion",
)  # fmt: skip


# "most"/"least" compare ("the most tracks"), but not in the orders code picks a row by.
_MOST = re.compile(r"(?<!\w)(?:most|least)(?!\w)(?! (?:recent|expensive|costly)\b)")


def asks_about(message: str) -> bool:
    """Whether the message asks a fact about what it names, beyond seeing the list of it."""
    text = " ".join(fold(message).split())
    return _ABOUT.search(text) is not None or _MOST.search(text) is not None or asks_genre(text)


def asks_genre(message: str) -> bool:
    """Whether the message asks what kind of music something is ("genre", "estilo", "what
    kind of music": the lexicon's genre_words, typos read as the words)."""
    text = respelled(" ".join(fold(message[:4000]).split()))
    return lexicon().phrase("genre_words").search(text) is not None


def small_talk(message: str) -> str | None:
    """ "greeting", "thanks" or "bye" when the message is only that (no request), else None."""
    text = fold(message)
    if len(text) > 120:
        return None
    kinds = [kind for kind, pattern in _SMALL_PATTERNS.items() if pattern.search(text)]
    if not kinds:
        return None
    for pattern in _SMALL_PATTERNS.values():
        text = pattern.sub(" ", text)
    text = _FILLER.sub(" ", text)
    if _LEFTOVER.search(text):
        return None  # there is a request beside the pleasantries
    for kind in ("bye", "thanks", "greeting"):  # "thanks, bye!" is a goodbye
        if kind in kinds:
            return kind
    return None


@dataclass(frozen=True)
class Evidence:
    """Where the message first shows each specialist's words (character offsets)."""

    strong: dict[str, int] = field(default_factory=dict)
    weak: dict[str, int] = field(default_factory=dict)
    off_topic: bool = False
    world_question: bool = False

    @property
    def any(self) -> bool:
        return bool(self.strong or self.weak)

    def position(self, name: str) -> int:
        return min(self.strong.get(name, 1 << 30), self.weak.get(name, 1 << 30))


# Tried only where a word starts, so a long run without blanks is read once.
_ADDRESS = re.compile(r"(?<!\S)[^\s@]{1,64}@[^\s@]{1,255}|\bhttps?://\S{1,2000}")


_HOW_TO = re.compile(
    r"\b(?:how do i|how can i|how to|where can i|can i|como (?:posso|faco)|comment)\b"
)
# The customer's own buying, in the first person: words apart, within a short clause.
_I_BOUGHT = re.compile(
    r"\b(?:i|eu|j'ai|ich|yo|he)\b[^.?!]{0,24}?"
    r"\b(?:bought|purchased|ordered|paid|comprei|achete|gekauft|compre)\b"
    r"|\b(?:did i|have i|do i)\b[^.?!]{0,24}?\b(?:buy|purchase|order|pay|spend|own)\b"
)
# A purchase the customer only thinks of making (a question about the stock's prices).
_IF_I_BUY = word_pattern(
    "if i bought", "if i buy", "if i were to buy", "if i wanted to buy", "if i purchased",
    "se eu comprar", "se eu comprasse", "se comprar", "si j'achete", "si j'achetais",
    "si compro", "si comprara", "se compro", "se comprassi", "wenn ich kaufe", "als ik koop",
    "om jag koper", "jesli kupie",
)  # fmt: skip
# An order the customer calls theirs, words apart ("my most recent order", "meiner letzten
# Bestellung"): at most three words between, each a run of letters (linear: no nesting).
_MY_ORDER = lexicon().my_order
# Asking for money back, in the store's languages ("Rückerstattung" folds to "ruckerstattung").
_REFUND = re.compile(
    r"\b(?:refund\w*|reimburs\w*|money back|reembols\w*|estorn\w*|rembours\w*|\w{0,6}erstatt\w*"
    r"|geld\b[^.?!]{0,40}?\bzuruck|devolu\w* del dinero|devuelv\w* (?:el |mi )?dinero|devolver (?:o|el) dinero"
    r"|chargeback)\b"
)


_REFUND_WORDS = lexicon().phrase("refund_words")  # "money back", "rimborso", "zwrot" (data)


def asks_refund(message: str) -> bool:
    """Whether the message asks for (or about) a refund, in any of the store's languages
    (the stems above, and each language's ``refund_words``: data)."""
    text = fold(message)
    return _REFUND.search(text) is not None or _REFUND_WORDS.search(text) is not None


def _numbers(text: str) -> int:
    return len(re.findall(r"(?<![\w.])-?\d+(?:[.,]\d+)?", text))


def evidence(message: str, mentions: Sequence[int] = (), quoted: bool = False) -> Evidence:
    """Evidence per specialist in ``message``.

    ``mentions``: offsets of the store's names in it (``tools.names``); ``quoted``: the
    customer quoted a phrase the store does not know (maybe a title it lacks).
    """
    # An address is an identifier, not a topic ("fharris@google.com" is no web search).
    text = respelled(_ADDRESS.sub(" ", fold(message)))
    strong: dict[str, int] = {}
    weak: dict[str, int] = {}
    for name, pattern in STRONG.items():
        if match := pattern.search(text):
            strong[name] = match.start()
    for name, pattern in WEAK.items():
        if match := pattern.search(text):
            weak[name] = match.start()
    if (bought := _I_BOUGHT.search(text)) and "invoice" not in strong:
        strong["invoice"] = bought.start()  # "when did I last buy something from you?"
    if (mine := _MY_ORDER.search(text)) and "invoice" not in strong:
        strong["invoice"] = mine.start()  # "my most recent order", "a minha última compra"
    if mentions:  # an artist, genre or title of the store, found by code
        # ... is about the stock when music words say so or nothing else is asked;
        # "Any AC/DC news?" names an artist but asks the web.
        about_stock = "catalog" in strong or "catalog" in weak or not strong
        bucket = strong if about_stock else weak
        bucket["catalog"] = min(bucket.get("catalog", 1 << 30), min(mentions))
    if quoted:
        weak["catalog"] = min(weak.get("catalog", 1 << 30), len(text))
    if "data" in strong and _numbers(text) < 2:
        weak["data"] = strong.pop("data")  # statistics need numbers to work on
    if "invoice" in strong and "catalog" in strong and _IF_I_BUY.search(text):
        # "if I bought every track of Diver Down, what's the price?": a price, not a purchase
        weak["invoice"] = strong.pop("invoice")
    if "help" in strong and "invoice" in strong and _REFUND.search(text):
        # "refund invoice 406, the downloads never worked": a request about the customer's
        # purchase (the invoice specialist files it), not a question about the policy
        weak["help"] = strong.pop("help")
    elif "help" in strong and "invoice" in strong and _HOW_TO.search(text):
        # "how do I download my purchases?": how the store works, no account lookup
        weak["invoice"] = strong.pop("invoice")
    if (
        "catalog" in strong
        and ("invoice" in strong or "help" in strong)
        and not mentions
        and not _SHOP.search(text)
    ):
        # "the songs I bought", "what format are the songs": music words about the
        # customer's purchases or the store's service, not a question about the stock
        weak["catalog"] = strong.pop("catalog")
    about_you = bool(_ABOUT_ASSISTANT.search(text))
    world = bool(_WORLD_QUESTION.search(text)) and not about_you and "?" in message
    return Evidence(
        strong=strong,
        weak=weak,
        off_topic=bool(_OFF_TOPIC.search(text)),
        world_question=world,
    )


def vet(plan: Iterable[str], ev: Evidence, visited: Iterable[str] = ()) -> list[str]:
    """The plan after code's check against the message's evidence (see the module doc).

    ``visited``: specialists that already ran this turn; a re-plan never adds them back.
    """
    wanted = [p for p in plan if p in specialists.names()]
    if not ev.strong:
        if ev.off_topic:
            return []  # a poem, advice, a question about the assistant: scope reply
        return wanted  # no word decides (a follow-up, a rare phrasing): the model's stands
    kept = [
        name
        for name in wanted
        if name in ev.strong
        or (name in ev.weak and not any(c in ev.strong for c in COMPETITORS.get(name, ())))
    ]
    added = [name for name in ev.strong if name not in kept and name not in set(visited)]
    plan = sorted(dict.fromkeys([*kept, *added]), key=ev.position)
    if not plan and ev.world_question and not ev.off_topic:
        return ["search"]  # a question about the world that names nothing of the store
    return plan
