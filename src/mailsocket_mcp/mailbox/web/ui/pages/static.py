"""The stylesheet (the only one: the CSP allows no inline style)."""

from __future__ import annotations

from fastapi import Request
from starlette.responses import Response

from ..rendering import Renderer
from ..route import ui_router

router = ui_router()


@router.get("/ui/static/ui.css")
def stylesheet(request: Request) -> Response:
    renderer: Renderer = request.app.state.ui
    return Response(
        renderer.stylesheet,
        media_type="text/css",
        headers={"Cache-Control": "public, max-age=3600"},
    )
