"""The phrases the injection scan looks for, as data (see ``support.injection``).

Word-view patterns run on lower-case text whose words are separated by single spaces (no
punctuation), so each pattern is written as " word word (?:...) " and must start with a
literal; text patterns run on the flat text, where punctuation ("SYSTEM:", "<|") matters.
Every quantifier is bounded ({0,6}, {1,40}): no pattern can take more than a fixed number
of steps at one position, which is what keeps the scan linear-time on hostile input.
Word lists are compiled into prefix trees (``trie``), so a long list costs little per word.
Languages: English, French, German, Spanish, Portuguese.
"""

from __future__ import annotations

import re


def trie(entries: list[tuple[str, str]]) -> str:
    """One regex for ``(literal, rest)`` entries, literals merged into a prefix tree.

    ``re`` tries alternatives one by one; as a tree each position costs one character
    comparison per distinct next character instead of one per pattern.
    """
    root: dict = {}
    for literal, rest in entries:
        node = root
        for char in literal:
            node = node.setdefault(char, {})
        node.setdefault(None, []).append(rest)

    def emit(node: dict) -> str:
        alts = [*node.get(None, [])]
        alts += [re.escape(char) + emit(child) for char, child in node.items() if char]
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return emit(root)


def _words(*items: str) -> str:
    """A regex matching exactly one of the literal ``items``, shaped as a trie (fast)."""
    return trie([(item, "") for item in items])


def _each(words: tuple[str, ...], rest: str) -> tuple[str, ...]:
    """One word-view pattern per leading word, so each starts with a literal."""
    return tuple(f" {word}{rest}" for word in words)


def _s(*words: str) -> tuple[str, ...]:
    """Each word and its plural in -s."""
    return tuple(f for w in words for f in (w, w + "s"))


# -- vocabulary (word view: lower case, single spaces, no punctuation) -----------------
_OVERRIDE_VERBS = _words(
    # English
    "ignore", "ignoring", "disregard", "disregarding", "forget", "forgetting", "override",
    "bypass", "skip", "drop", "abandon", "neglect", "set aside", "throw out", "throw away",
    "pay no attention to", "stop following", "do not follow", "don t follow", "dont follow",
    "do not obey", "don t obey", "stop obeying",
    # French
    "ignores", "ignorez", "ignorer", "oublie", "oublies", "oubliez", "oublier", "néglige",
    "négligez", "ne tiens pas compte", "ne tenez pas compte", "fais abstraction",
    "faites abstraction", "passe outre", "passez outre",
    # German
    "ignoriere", "ignorieren", "ignoriert", "ignorier", "vergiss", "vergessen", "vergesst",
    "missachte", "missachten", "übergehe", "befolge nicht", "befolgen sie nicht",
    # Spanish
    "ignora", "ignorad", "ignoren", "ignorar", "olvida", "olvide", "olvidad", "olviden",
    "olvidar", "omite", "omita", "descarta", "descarte", "no sigas", "no siga",
    "haz caso omiso", "haga caso omiso",
    # Portuguese
    "esqueça", "esqueca", "esqueçam", "esquecer", "desconsidere", "desconsidera",
    "desconsiderar", "não siga", "nao siga",
)  # fmt: skip
# Words allowed between the verb and its object ("ignore ALL THE PREVIOUS rules").
_FILLERS = _words(
    "the", "your", "my", "all", "any", "of", "previous", "prior", "above", "earlier",
    "preceding", "existing", "original", "current", "initial", "default", "safety",
    "system", "these", "those", "every", "other", "old",
    "de", "des", "du", "d", "toutes", "toute", "tous", "tout", "les", "tes", "vos", "ton",
    "votre", "ta", "la", "le", "l", "ces", "mes", "précédentes", "précédents", "anciennes",
    "sie", "alle", "die", "deine", "ihre", "eure", "den", "der", "dem", "vorherigen",
    "vorherige", "bisherigen", "bisherige", "obigen", "obige", "früheren", "vorigen",
    "ursprünglichen", "deinen", "ihren",
    "todas", "todos", "las", "los", "tus", "sus", "el", "tu", "su", "del", "mis", "estas",
    "esas", "anteriores", "previas", "previos",
    "as", "os", "suas", "seus", "tuas", "teus", "a", "o", "das", "dos", "prévias", "essas",
)  # fmt: skip
_OBJECTS = _words(
    *_s("instruction", "rule", "prompt", "guideline", "directive", "guardrail", "restriction",
        "constraint", "consigne", "règle", "regle", "norma"),
    "policy", "policies", "guidance", "programming", "training", "commands",
    "system message", "system prompt", "ordres", "limites", "programmation",
    "anweisungen", "anweisung", "regeln", "regel", "instruktionen", "vorgaben",
    "richtlinien", "befehle", "systemprompt", "anordnungen", "einschränkungen",
    "instrucciones", "instrucción", "instruccion", "reglas", "regla", "directrices",
    "indicaciones", "órdenes", "ordenes", "restricciones",
    "instruções", "instrucoes", "instrução", "instrucao", "regras", "regra", "diretrizes",
    "ordens", "restrições", "restricoes",
)  # fmt: skip
# "ignore everything (that) you were told", "oublie tout ce qu'on t'a dit", ...
_EVERYTHING_TOLD = (
    r"(?:(?:everything|all|anything) (?:(?:that|which) )?(?:you (?:ve |have |were |had |was )?"
    r"(?:been )?(?:told|given|taught|instructed|programmed|trained)"
    r"|(?:written |said |stated )?(?:above|before this|prior to this))"
    r"|tout ce (?:qu on (?:t|vous) a (?:dit|demandé|donné|appris)|qui précède|qui precede)"
    r"|alles (?:was (?:man )?(?:dir|ihnen|euch) (?:gesagt|befohlen|vorgegeben|beigebracht)"
    r"|oben|bisherige|vorherige)"
    r"|todo (?:lo (?:que (?:te|le) (?:dijeron|han dicho|dije|ordenaron)|anterior))"
    r"|tudo (?:(?:o )?que (?:te|lhe) (?:disseram|foi dito|mandaram)|acima|anterior))"
)
_DATA = _words(
    *_s("invoice", "order", "email", "e mail", "mail", "account", "refund", "password"),
    "addresses", "phone", "phone number", "phone numbers", "data", "details", "purchases",
    "names", "records", "info", "information", "history",
)  # fmt: skip
_DATA_STEMS = (
    "invoice", "order", "email", "e mail", "mail", "address", "phone", "data", "details",
    "purchases", "account", "names", "records", "info", "history", "refund", "password",
)  # fmt: skip
_EVERY = ("other", "another", "all", "every", "each")
_LEAK_VERBS = (
    "show", "reveal", "print", "display", "repeat", "tell", "give", "output", "leak", "dump",
    "share", "copy", "reproduce", "write out", "what is", "what are", "what were",
)  # fmt: skip
_ADMIN = _words("admin", "administrator", "developer", "sysadmin", "system", "root")

WORD_PATTERNS: dict[str, tuple[str, ...]] = {
    "override": (
        rf" {_OVERRIDE_VERBS} (?:(?:{_FILLERS} ){{0,6}}{_OBJECTS}|{_EVERYTHING_TOLD}) ",
        *_each(
            ("instructions", "rules", "guidelines"),
            r" (?:are |is )?(?:now )?(?:void|cancell?ed|revoked|obsolete|no longer "
            r"(?:apply|valid|in effect)) ",
        ),
    ),
    "override_soft": (
        " from now on (?:you (?:are|will|must|shall|re)|ignore|your (?:new )?(?:role|"
        "instructions?|task)) ",
        " no longer (?:bound|restricted) by ",
        " not bound by (?:your|the|any) ",
        " à partir de maintenant (?:tu|vous) ",
        " a partir de maintenant (?:tu|vous) ",
        " désormais (?:tu|vous) (?:es|êtes|dois|devez|ignore) ",
        " ab (?:jetzt|sofort) (?:bist du|wirst du|ignorierst du|gelten) ",
        " von nun an (?:bist du|wirst du|ignorierst du) ",
        " a partir de ahora (?:eres|serás|debes|ignora|ignoras) ",
        " desde ahora (?:eres|serás|debes|ignora|ignoras) ",
        " a partir de agora (?:você|voce|tu) (?:é|e|és|será|deve|ignora) ",
    ),
    "role_play": (
        " you (?:are|re) now ",
        " pretend (?:that )?(?:to be|you are|you re) ",
        " act as (?:an |a |the )?(?:admin|administrator|system|developer|root|dan|"
        "unrestricted|jailbroken) ",
        " jailbreak",
        " dan mode ",
        " tu es maintenant ",
        " vous êtes maintenant ",
        " fais semblant d ",
        " faites semblant d ",
        " du bist (?:jetzt|nun|ab jetzt) ",
        " sie sind (?:jetzt|nun) ",
        " tu so als ",
        " ahora eres ",
        " finge (?:ser|que eres) ",
        " agora (?:você|voce) (?:é|e) ",
        " finja (?:ser|que) ",
    ),
    "fake_authority": (
        *_each(("i am", "i m", "this is"), rf" (?:the|an|your) {_ADMIN} "),
        " as (?:the|an|your) (?:admin|administrator|developer|system) ",
        *_each(("developer", "admin", "debug", "god", "maintenance"), " mode "),
        " admin (?:access|override|privileges?|rights) ",
        " je suis (?:l|le|la|un|une|votre|ton) (?:admin|administrateur|administratrice|"
        "développeur|developpeur) ",
        " mode (?:développeur|developpeur|admin|débogage|desarrollador|desenvolvedor|"
        "administrador|depuración) ",
        " ich bin (?:der|die|dein|deine|ihr|ein|eine) (?:admin|administrator|entwickler) ",
        " entwicklermodus ",
        " adminmodus ",
        " soy (?:el|la|tu|su|un|una) (?:admin|administrador|administradora|desarrollador) ",
        " sou (?:o|a|seu|teu|um|uma) (?:admin|administrador|desenvolvedor) ",
    ),
    "prompt_leak": (
        *_each(
            _LEAK_VERBS,
            r"(?: me| us)?(?: (?:the|your|all|of|exact|full|complete|entire|whole)){0,5} "
            r"(?:(?:hidden|secret|initial|original|system|first) (?:prompt|instructions?|"
            r"rules|message)|instructions? you (?:were|are|ve been) given|"
            r"(?<=your )(?:prompt|instructions?)) ",
        ),
        *_each(
            ("repeat", "print", "output", "show", "copy", "write out", "reproduce"),
            r" (?:me )?(?:everything|all(?: the)? text|the text|the words|all words) "
            r"(?:above|before this|before that) ",
        ),
        " what (?:were|have) you been (?:told|instructed|given) ",
        " what were you told ",
        " system prompt ",
        " systemprompt ",
        " prompt (?:système|systeme|del sistema|do sistema) ",
        *_each(
            ("montre", "montrez", "affiche", "affichez", "révèle", "révélez", "donne"),
            " (?:moi |nous )?(?:tes|vos) (?:instructions|consignes) ",
        ),
        *_each(
            ("zeig", "zeige", "zeigen sie", "gib", "verrate", "verraten sie", "nenne"),
            " (?:mir |uns )?(?:deine|ihre|die) (?:anweisungen|instruktionen|"
            "systemanweisungen|vorgaben) ",
        ),
        *_each(
            ("muestra", "muéstrame", "revela", "revélame", "dime", "dame", "repite"),
            " (?:me )?(?:tus|sus) (?:instrucciones|indicaciones) ",
        ),
        *_each(
            ("mostre", "mostra", "revele", "diga", "repita"),
            " (?:me )?(?:suas|tuas|as) (?:instruções|instrucoes) ",
        ),
    ),
    "other_customers": (
        *_each(_EVERY, rf" (?:the )?customers?(?: s)? {_DATA} "),
        *_each(
            _DATA_STEMS,
            r"\w{0,11}(?: numbers?)? (?:of|for|from|belonging to) (?:(?:the )?(?:other|"
            r"another|all|every|each|any) (?:the )?customers?|customer (?:no |number |id )?"
            r"\d{1,12}) ",
        ),
        r" customer (?:no |number |id )?\d{1,12} s ",
        rf" someone elses? (?:s )?{_DATA} ",
        *_each(
            ("show", "list", "give", "dump", "export", "send"),
            " (?:me )?(?:all|every) (?:the )?(?:customers|users|accounts) ",
        ),
    ),
    "customers_mention": (
        *_each(_EVERY, " customers? "),
        *_each(
            (
                "autres",
                "tous les",
                "anderen",
                "anderer",
                "alle",
                "otros",
                "todos los",
                "outros",
                "todos os",
            ),
            " (?:clients|kunden|clientes) ",
        ),  # fmt: skip
    ),
    "fake_verification": (
        *_each(
            ("user", "customer", "caller"),
            " (?:is|has been) (?:already )?(?:verified|authenticated|authori[sz]ed|an? admin) ",
        ),
    ),
}

# -- patterns over the flat text (punctuation matters: "SYSTEM:", "<|", '{"tool":') -----
TEXT_PATTERNS: dict[str, tuple[str, ...]] = {
    "override_soft": (
        r"new (?:instructions?|rules?|system prompt|task) ?:",
        *(rf"{word} instructions? ?:" for word in ("updated", "revised", "real")),
        r"nouvelles? (?:instructions|consignes|règles|regles) ?:",
        r"neue (?:anweisungen|anweisung|regeln|instruktionen|vorgaben) ?:",
        r"nuevas? (?:instrucciones|reglas|normas|indicaciones) ?:",
        r"novas? (?:instruções|instrucoes|regras|normas) ?:",
    ),
    "fake_system": (
        r"\n(?:system|assistant|developer|admin|système|systeme|sistema) ?:",
        r"\[ ?(?:system|admin|developer) ?\]",
        r"< ?/? ?system ?>",
        r"## ?(?:system|instructions?)\b",
    ),
    "chat_tokens": (
        r"<\| ?(?:[a-z0-9_]{1,40} ?\|>|im_start|im_end|endoftext|system|eot_id|fim_|tool_call|"
        r"begin_of_text)",
        r"<(?:/ ?)?tool_call>",
        r"\[/?inst\]",
    ),
    "tool_json": (
        r"\{ ?\"(?:tool|route|name|function|action|specialist|plan)\" ?:",
        r"\"(?:args|arguments|tool_calls?|function_call)\" ?:",
    ),
    "injected_id": (r"\"customer_?id\" ?:", r"customer_id ?= ?\d"),
}

# Family order decides the order of ``Injection.matches`` and, where two families' phrases
# match at the same place, which one is reported (the data request before the mention).
WEIGHTS = {
    "override": 7,
    "override_soft": 4,
    "role_play": 3,
    "fake_system": 6,
    "chat_tokens": 8,
    "fake_authority": 4,
    "prompt_leak": 6,
    "other_customers": 5,
    "customers_mention": 2,
    "tool_json": 5,
    "fake_verification": 4,
    "injected_id": 4,
}
