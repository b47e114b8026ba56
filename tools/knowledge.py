"""Help tool: the store's policies and FAQ, searched with BM25 (``support.knowledge``).

The numbers in the answers (refund limits, time window) come from the live policy rows, so
they always match what the refund tool enforces.
"""

from __future__ import annotations

from support import knowledge
from tools.base import ToolContext, ToolInputError, tool
from tools.envelope import listing, not_found, quoted

RESULTS = 2


@tool("help")
def search_store_policies(ctx: ToolContext, question: str) -> dict:
    """The store's policies and help pages relevant to a question: refunds (limits, time
    window), file formats, downloads and account help, payment and invoices, privacy.

    Args:
        question: The customer's question in their words, e.g. "how do refunds work".
    """
    if ctx.engine is None:
        raise RuntimeError("search_store_policies called without a database engine")
    if not question.strip():
        raise ToolInputError("question must not be empty")
    found = knowledge.search(ctx.engine, question, k=RESULTS)
    if not found:
        return not_found("No store policy matches {question}.", {"question": quoted(question)})
    return listing(found, len(found), query={"question": question})
