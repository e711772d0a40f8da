"""The admin page's templates (Jinja2, HTML autoescaped) and its one stylesheet, loaded once
per app from the package (they ship in the wheel)."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from starlette.requests import Request
from starlette.responses import HTMLResponse

from .nav import visible_nav
from .security import browser_secret, csrf_token, new_pre_secret

if TYPE_CHECKING:
    from .signed_in import UiUser

__all__ = ["Renderer", "render"]


@dataclass(frozen=True)
class Renderer:
    templates: Environment
    stylesheet: bytes

    @classmethod
    def load(cls) -> Renderer:
        templates = Environment(
            loader=PackageLoader(__package__ or "", "templates"),
            autoescape=select_autoescape(default=True, default_for_string=True),
            undefined=StrictUndefined,
            trim_blocks=True,
            lstrip_blocks=True,
        )
        css = resources.files(__package__ or "").joinpath("static/ui.css").read_bytes()
        return cls(templates=templates, stylesheet=css)


def render(
    request: Request,
    template: str,
    *,
    user: UiUser | None = None,
    status: int = 200,
    **context: Any,
) -> HTMLResponse:
    """A page: ``template`` with ``context``, the signed-in ``user`` and its menu, and the
    CSRF token every form of the page posts (``{{ csrf_field() }}``)."""
    renderer: Renderer = request.app.state.ui
    secret = browser_secret(request) or new_pre_secret(request)
    page = renderer.templates.get_template(template)
    defaults = {"notice": None, "error": None, "ask_code": False}
    html = page.render(
        **{**defaults, **context},
        user=user,
        nav=visible_nav(user.rights) if user is not None and not user.must_change else [],
        path=request.url.path,
        csrf=csrf_token(secret),
    )
    return HTMLResponse(html, status_code=status)
