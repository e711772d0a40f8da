"""``/_sandbox`` control routes, present only when faults are enabled.

Out-of-process tools (benchmarks, soak tests) use them to arm faults and to disable
inboxes. They need no API key: they exist only in a sandbox started with
``--enable-faults``, which is never the default.
"""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import BaseRoute, Route

from ..errors import BadRequest, NotFound
from ..faults import FaultInjector
from ..services import SandboxServices

__all__ = ["control_routes"]


def control_routes(services: SandboxServices, injector: FaultInjector) -> list[BaseRoute]:
    """The control routes, bound to one sandbox instance and its injector."""

    async def arm_fault(request: Request) -> Response:
        body = await _json_object(request)
        kind = body.get("kind")
        count = body.get("count", 1)
        stall_seconds = body.get("stall_seconds", 1.0)
        path_contains = body.get("path_contains")
        if not isinstance(count, int) or isinstance(count, bool):
            raise BadRequest("count must be an integer.")
        if not isinstance(stall_seconds, (int, float)) or isinstance(stall_seconds, bool):
            raise BadRequest("stall_seconds must be a number.")
        if path_contains is not None and not isinstance(path_contains, str):
            raise BadRequest("path_contains must be a string.")
        try:
            fault = injector.arm(
                kind,  # type: ignore[arg-type]  # checked by arm(), which raises ValueError
                count,
                stall_seconds=float(stall_seconds),
                path_contains=path_contains,
            )
        except ValueError as exc:
            raise BadRequest(str(exc)) from exc
        data = {
            "kind": fault.kind,
            "count": count,
            "stall_seconds": fault.stall_seconds,
            "path_contains": fault.path_contains,
        }
        return JSONResponse({"data": data}, status_code=201)

    async def clear_faults(_request: Request) -> Response:
        injector.clear()
        return Response(status_code=204)

    async def disable_inbox(request: Request) -> Response:
        inbox_id = request.path_params["inbox_id"]
        if not services.store.set_inbox_disabled(inbox_id, True):
            raise NotFound(f"No inbox {inbox_id!r}.")
        return JSONResponse({"data": {"id": inbox_id, "disabled": True}})

    return [
        Route("/faults", arm_fault, methods=["POST"]),
        Route("/faults", clear_faults, methods=["DELETE"]),
        Route("/inboxes/{inbox_id}/disable", disable_inbox, methods=["POST"]),
    ]


async def _json_object(request: Request) -> dict[str, Any]:
    try:
        value = json.loads(await request.body())
    except (ValueError, UnicodeDecodeError) as exc:
        raise BadRequest("The request body must be a JSON object.") from exc
    if not isinstance(value, dict):
        raise BadRequest("The request body must be a JSON object.")
    return value
