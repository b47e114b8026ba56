"""The identifiers a customer gave, as one typed value (``Identifiers``), and the limits on
them: split from ``agents.identifiers`` (which reads them out of text) so that what
verification and the identity lookup hold is declared apart from how it is parsed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

KINDS = ("customer_id", "email", "phone", "postal_code")
MIN_PHONE_DIGITS = 7
MAX_PHONE_DIGITS = 15  # E.164 maximum

MAX_PER_KIND = 2  # more identifiers of one kind in one message is guessing, not verifying
MAX_MATCHES = 8 * MAX_PER_KIND  # past this many raw matches of one pattern, parsing stops


@dataclass(frozen=True)
class Identifiers:
    """Identifiers a visitor gave, each kind possibly several times (raw values as given)."""

    customer_ids: tuple[int, ...] = ()
    emails: tuple[str, ...] = ()
    phones: tuple[str, ...] = ()
    postal_codes: tuple[str, ...] = ()
    overflow: bool = False  # parsing stopped: one kind matched more than MAX_MATCHES times

    def items(self) -> list[tuple[str, Any]]:
        """``(kind, value)`` pairs in a fixed kind order."""
        return (
            [("customer_id", v) for v in self.customer_ids]
            + [("email", v) for v in self.emails]
            + [("phone", v) for v in self.phones]
            + [("postal_code", v) for v in self.postal_codes]
        )

    def __bool__(self) -> bool:
        return self.overflow or bool(self.items())

    FIELDS = ("customer_ids", "emails", "phones", "postal_codes")

    def as_fields(self) -> dict[str, tuple]:
        """The identifier fields by name (without ``overflow``)."""
        return {name: getattr(self, name) for name in self.FIELDS}

    def kinds(self) -> int:
        """How many distinct kinds were given (id, email, phone, postal code)."""
        return sum(1 for values in self.as_fields().values() if values)

    def merge(self, other: Identifiers) -> Identifiers:
        """Both sets of identifiers, each kind deduplicated in order."""
        mine, theirs = self.as_fields(), other.as_fields()
        return Identifiers(
            **{k: unique((*mine[k], *theirs[k])) for k in self.FIELDS},
            overflow=self.overflow or other.overflow,
        )

    def too_many(self) -> bool:
        """More than ``MAX_PER_KIND`` identifiers of one kind: a guess list, never verified."""
        return self.overflow or any(
            len(values) > MAX_PER_KIND
            for values in (self.customer_ids, self.emails, self.phones, self.postal_codes)
        )


def digits(value: str) -> str:
    """Only the ASCII digits of ``value``."""
    return "".join(ch for ch in str(value) if "0" <= ch <= "9")


def unique(values: Any) -> tuple:
    return tuple(dict.fromkeys(values))
