"""``/ui``: where a signed-in user lands; the menu shows what their rights reach."""

from __future__ import annotations

from fastapi import Request
from starlette.responses import Response

from ..rendering import render
from ..route import ui_router
from ..signed_in import SignedIn

router = ui_router()


@router.get("/ui")
def home(request: Request, user: SignedIn) -> Response:
    return render(request, "home.html", user=user, title="Admin")
