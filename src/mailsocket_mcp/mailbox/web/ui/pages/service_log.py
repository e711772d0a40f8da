"""The service log: the newest log records of this process (``admin`` only), redacted when
they were recorded (``domain/service_log.py``). Kept in memory: empty after a restart."""

from __future__ import annotations

from fastapi import Request
from starlette.responses import Response

from ....errors import Forbidden
from ..rendering import render
from ..route import ui_router
from ..signed_in import MailboxDep, SignedIn

router = ui_router()

SHOWN = (50, 200, 500)
LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


@router.get("/ui/log")
def service_log(request: Request, user: SignedIn, mailbox: MailboxDep) -> Response:
    if not user.rights.admin:
        raise Forbidden("The service log is for admins.")
    try:
        count = int(request.query_params.get("n", SHOWN[1]))
    except ValueError:
        count = SHOWN[1]
    count = min(max(count, 1), SHOWN[-1])
    level = request.query_params.get("level", "")
    ring = mailbox.log_ring
    lines = ring.lines() if ring is not None else []
    if level in LEVELS:
        least = LEVELS.index(level)
        lines = [line for line in lines if line.level in LEVELS[least:]]
    return render(
        request,
        "service_log.html",
        user=user,
        title="Service log",
        recording=ring is not None,
        lines=lines[:count],
        count=count,
        shown=SHOWN,
        levels=LEVELS,
        level=level,
    )
