"""Phrasings for ``eval.generate``, as data: questions per capability cell, and families.

Why data: the rules layer had learned the public set's templates, so a generated set is only
a measure of generalization if the wordings it is scored on stay apart from the ones work is
tuned on. Every question exists in a ``dev`` and a ``heldout`` wording; every family (how a
customer wraps the question: terse, chatty, typos, several sentences, identifiers before,
with or after) is either development or held-out, and a held-out family only ever uses
held-out questions and its own frames and identifier sentences. Look at held-out failures
only at the end.

Slots: ``{artist} {song} {track_id} {playlist} {playlist_id} {genre} {invoice_id} {year}
{month}`` in questions; ``{q}`` in frames; ``{id} {email} {first}`` in identifier sentences.
A question template is a plain string; ``QUESTIONS[lang][cell key] = (dev, heldout)``.
A language may cover only some cells; ``eval.generate`` skips the rest for it.
"""

from __future__ import annotations

QUESTIONS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "artist.albums.by_name": ("What albums by {artist} do you have?",
                                  "Which records of {artist} can I get from you?"),
        "artist.count.by_name": ("How many albums by {artist} do you sell?",
                                 "What's the number of {artist} albums in your shop?"),
        "artist.tracks.by_name": ("Which songs by {artist} do you have?",
                                  "Give me a list of tracks from {artist}."),
        "track.list.by_name": ("Do you sell the song {song}?",
                               "Is '{song}' something I can buy here?"),
        "track.artist_of.by_name": ("Who performs the song {song}?",
                                    "Which band is behind '{song}'?"),
        "track.album_of.by_name": ("Which album is the song {song} on?",
                                   "'{song}' - what record does it come from?"),
        "track.genre_of.by_name": ("What genre is the song {song}?",
                                   "What kind of music is '{song}', style-wise?"),
        "track.price.by_name": ("How much does the song {song} cost?",
                                "What would I pay for '{song}'?"),
        "track.duration.by_name": ("How long is the song {song}?",
                                   "What's the running time of '{song}'?"),
        "track.composer.by_name": ("Who composed the song {song}?",
                                   "Who wrote '{song}'?"),
        "track.duration.by_id": ("How long is track {track_id}?",
                                 "Track number {track_id}: what's its length?"),
        "track.price.by_id": ("What is the price of track {track_id}?",
                              "Track #{track_id} costs how much?"),
        "track.composer.by_id": ("Who composed track {track_id}?",
                                 "Songwriter of track #{track_id}?"),
        "track.album_of.by_id": ("Which album is track {track_id} from?",
                                 "Track #{track_id} belongs to which record?"),
        "playlist.list.all": ("What playlists do you have?",
                              "Can I see the playlists you've put together?"),
        "playlist.count.all": ("How many playlists do you have?",
                               "What's the total number of playlists in the store?"),
        "playlist.contents.by_id": ("What songs are in playlist {playlist_id}?",
                                    "Show me what's on playlist #{playlist_id}."),
        "playlist.contents.by_name": ("What songs are in the {playlist} playlist?",
                                      "Which tracks make up the playlist called {playlist}?"),
        "playlist.count.by_name": ("How many songs are in the {playlist} playlist?",
                                   "The playlist {playlist} has how many tracks?"),
        "genre.list.all": ("What music genres do you sell?",
                           "Which styles of music are in your catalogue?"),
        "genre.count.all": ("How many genres do you have?",
                            "Number of music genres in the store?"),
        "genre.contents.by_name": ("Can you recommend some {genre} songs?",
                                   "I'm into {genre} - what have you got?"),
        "genre.count.by_name": ("How many {genre} songs do you have?",
                                "What's the count of tracks in the {genre} genre?"),
        "invoice.list.all": ("Show me all my invoices.",
                             "Could you list every order I've placed?"),
        "invoice.count.all": ("How many invoices do I have?",
                              "How many times have I ordered from you so far?"),
        "invoice.date.latest": ("When was my latest invoice?",
                                "On what day did I place my most recent order?"),
        "invoice.total.latest": ("What was the total of my latest invoice?",
                                 "How much did my last order come to?"),
        "invoice.date.oldest": ("When was my oldest invoice?",
                                "What's the date of the very first order I placed?"),
        "invoice.total.oldest": ("What was the total of my first invoice?",
                                 "How much was my earliest order?"),
        "invoice.date.nth": ("What is the date of my second most recent invoice?",
                             "The order before my last one: when was that?"),
        "invoice.total.most_expensive": ("Which of my invoices was the most expensive?",
                                         "What's the biggest order I've ever placed?"),
        "invoice.total.least_expensive": ("Which of my invoices was the cheapest?",
                                          "What was my smallest order in dollars?"),
        "invoice.list.in_year": ("Which invoices did I get in {year}?",
                                 "What did I order during {year}?"),
        "invoice.total.in_month": ("What was the total of my invoice from {month} {year}?",
                                   "How much was I charged in {month} {year}?"),
        "invoice.contents.by_id": ("What did I buy on invoice {invoice_id}?",
                                   "Which songs were on my order #{invoice_id}?"),
        "invoice.contents.latest": ("Which songs were on my latest invoice?",
                                    "What tracks did I get in my last order?"),
        "invoice.contents.oldest": ("Which songs were on my first invoice?",
                                    "What was in the very first order I made?"),
        "invoice.total.all": ("How much have I spent in total?",
                              "What's the sum of everything I've paid you?"),
        "invoice_line.list.all": ("Show me everything I have bought.",
                                  "List all the tracks I've purchased, please."),
        "invoice_line.count.all": ("How many songs have I bought in total?",
                                   "What's the number of tracks I've purchased?"),
        "invoice_line.price.most_expensive": ("What is the most expensive song I bought?",
                                              "Priciest track I ever paid for?"),
        "invoice_line.price.least_expensive": ("What is the cheapest song I bought?",
                                               "Which purchase of mine cost the least?"),
        "invoice_line.list.by_name": ("Did I buy the song {song}?",
                                      "Have I purchased '{song}' before?"),
        "support_rep.name.own": ("Who is my support rep?",
                                 "Which employee looks after my account?"),
        "support_rep.contact.own": ("What is my support rep's email address?",
                                    "How can I reach the person who handles my account?"),
        "support_rep.name.by_id": ("Who was the support rep on my invoice {invoice_id}?",
                                   "Which staff member handled order #{invoice_id}?"),
        "profile.contact.own": ("What email address do you have for me?",
                                "Which contact email is on my account?"),
        "profile.address.own": ("What address do you have on file for me?",
                                "Where do you think I live? My billing address, please."),
        "profile.date.oldest": ("When was my first purchase?",
                                "Since when have I been buying from you?"),
        "profile.date.latest": ("When did I last buy something?",
                                "Date of my most recent purchase?"),
    },
    "pt": {
        "artist.albums.by_name": ("Quais álbuns de {artist} vocês têm?",
                                  "Que discos do {artist} posso comprar aqui?"),
        "track.album_of.by_name": ("Em que álbum está a música {song}?",
                                   "'{song}' é de qual disco?"),
        "track.duration.by_name": ("Quanto tempo dura a música {song}?",
                                   "Qual é a duração de '{song}'?"),
        "playlist.list.all": ("Quais playlists vocês têm?", "Posso ver as playlists da loja?"),
        "genre.contents.by_name": ("Podem recomendar músicas de {genre}?",
                                   "Gosto de {genre}, o que vocês têm?"),
        "invoice.date.latest": ("Quando foi a minha última fatura?",
                                "Em que dia fiz o meu pedido mais recente?"),
        "invoice.total.all": ("Quanto gastei no total?", "Qual é a soma de tudo o que já paguei?"),
        "support_rep.name.own": ("Quem é o meu representante de suporte?",
                                 "Qual funcionário cuida da minha conta?"),
    },
    "es": {
        "artist.albums.by_name": ("¿Qué álbumes de {artist} tienen?",
                                  "¿Qué discos de {artist} puedo comprar aquí?"),
        "track.artist_of.by_name": ("¿Quién canta la canción {song}?",
                                    "¿Qué grupo está detrás de '{song}'?"),
        "track.price.by_name": ("¿Cuánto cuesta la canción {song}?",
                                "¿Qué pagaría por '{song}'?"),
        "genre.list.all": ("¿Qué géneros de música venden?",
                           "¿Qué estilos de música hay en su catálogo?"),
        "invoice.count.all": ("¿Cuántas facturas tengo?",
                              "¿Cuántas veces les he comprado hasta ahora?"),
        "invoice.contents.latest": ("¿Qué canciones había en mi última factura?",
                                    "¿Qué temas me llegaron en mi último pedido?"),
        "profile.contact.own": ("¿Qué correo electrónico tienen registrado para mí?",
                                "¿Cuál es el email de contacto de mi cuenta?"),
    },
}  # fmt: skip

MONTHS: dict[str, tuple[str, ...]] = {
    "en": tuple("January February March April May June July August September October "
                "November December".split()),
    "pt": tuple("janeiro fevereiro março abril maio junho julho agosto setembro outubro "
                "novembro dezembro".split()),
    "es": tuple("enero febrero marzo abril mayo junio julio agosto septiembre octubre "
                "noviembre diciembre".split()),
}  # fmt: skip

# family -> split, how identifiers are placed ("after": their own turn after the question;
# "before": a greeting turn before it; "with": the same message), a text transform
# ("none", "terse": lower case and no closing punctuation, "typos": letters swapped outside
# the slots), frames per language ({q} is the question) and identifier sentences.
FAMILIES: dict[str, dict] = {
    "plain": {
        "split": "dev", "ids": "after", "transform": "none",
        "frames": {"en": ["{q}"], "pt": ["{q}"], "es": ["{q}"]},
        "id_lines": {"en": ["My customer id is {id} and my email is {email}."],
                     "pt": ["O meu id de cliente é {id} e o meu email é {email}."],
                     "es": ["Mi id de cliente es {id} y mi correo es {email}."]},
    },
    "chatty": {
        "split": "dev", "ids": "with", "transform": "none",
        "frames": {"en": ["Hi there! Hope your day is going well. {q} Thanks a lot!"],
                   "pt": ["Olá, tudo bem? {q} Muito obrigado!"],
                   "es": ["¡Hola! Espero que estén bien. {q} ¡Muchas gracias!"]},
        "id_lines": {"en": ["(I'm customer {id}, email {email}.)"],
                     "pt": ["(Sou o cliente {id}, email {email}.)"],
                     "es": ["(Soy el cliente {id}, correo {email}.)"]},
    },
    "terse": {
        "split": "dev", "ids": "after", "transform": "terse",
        "frames": {"en": ["{q}"], "pt": ["{q}"], "es": ["{q}"]},
        "id_lines": {"en": ["id {id} {email}"], "pt": ["id {id} {email}"],
                     "es": ["id {id} {email}"]},
    },
    "several_sentences": {
        "split": "heldout", "ids": "before", "transform": "none",
        "frames": {"en": ["I was browsing your store last night. Quick one. {q} That's all."],
                   "pt": ["Estive a ver a vossa loja ontem. Uma pergunta rápida. {q} É só isso."],
                   "es": ["Ayer estuve mirando su tienda. Una pregunta rápida. {q} Eso es todo."]},
        "id_lines": {"en": ["Hello, {first} here - customer number {id}, {email}."],
                     "pt": ["Olá, aqui é {first} - cliente número {id}, {email}."],
                     "es": ["Hola, soy {first}, cliente número {id}, {email}."]},
    },
    "typos": {
        "split": "heldout", "ids": "after", "transform": "typos",
        "frames": {"en": ["{q}"], "pt": ["{q}"], "es": ["{q}"]},
        "id_lines": {"en": ["its {email} and acount {id}"],
                     "pt": ["é {email} e a conta {id}"],
                     "es": ["es {email} y la cuenta {id}"]},
    },
    "formal_with_ids": {
        "split": "heldout", "ids": "with", "transform": "none",
        "frames": {"en": ["Good afternoon. {q} I would be grateful for a prompt reply."],
                   "pt": ["Boa tarde. {q} Agradeço uma resposta breve."],
                   "es": ["Buenas tardes. {q} Agradecería una respuesta rápida."]},
        "id_lines": {"en": ["For reference, my account number is {id} and my e-mail {email}."],
                     "pt": ["Para referência, a minha conta é {id} e o e-mail {email}."],
                     "es": ["Para referencia, mi cuenta es {id} y mi e-mail {email}."]},
    },
}  # fmt: skip

DEV_FAMILIES = tuple(f for f, spec in FAMILIES.items() if spec["split"] == "dev")
HELDOUT_FAMILIES = tuple(f for f, spec in FAMILIES.items() if spec["split"] == "heldout")
LANGUAGES = tuple(QUESTIONS)
