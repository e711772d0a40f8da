"""The mailbox toolset: MCP tools over the mailbox service's REST API v1 (mailbox_api/).

Modules: rights.py (which right each tool needs, what a token holds per ``/v1/me``,
the per-token cache), caller.py (one caller: token, endpoint, cache), base.py (the
run-one-call frame every tool goes through), shapes.py (how mail becomes fenced
text), reading.py (the read tools), calls.py (:class:`MailboxTools`, the class the
server registers: every tool mixin of this package).
"""
