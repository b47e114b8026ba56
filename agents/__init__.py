"""The agent graph: a manager routing to catalog, invoice, search, code and data specialists.

``build_graph`` wires it; ``Conversation`` (agents.runner) drives one thread turn by turn.
"""

from agents.graph import build_graph

__all__ = ["build_graph"]
