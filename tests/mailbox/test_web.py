"""The web layer: one error envelope for every error, the body cap, and our OpenAPI — a
committed snapshot, and the contract's shape for every path implemented so far."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from mailsocket_mcp.mailbox.web.app import openapi_document
from tests.mailbox.conftest import Service

ROOT = Path(__file__).parents[2]
CONTRACT = json.loads((ROOT / "docs/contract/mailbox-v1.openapi.json").read_text())
SNAPSHOT = Path(__file__).with_name("snapshots") / "openapi.json"
METHODS = ("get", "post", "put", "patch", "delete")

# Contract paths not built yet (none left: every path of the contract is served).
NOT_YET: set[str] = set()

# Operations of built paths not built yet (the path's other methods are).
NOT_YET_METHODS: set[tuple[str, str]] = set()


def _error(answer: Any, status: int, code: str) -> None:
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["code"] == code
    assert answer.json()["error"]["message"]


def test_unknown_paths_wrong_methods_and_bad_bodies_answer_the_envelope(service: Service) -> None:
    _error(service.http.get("/v1/nothing"), 404, "not_found")
    _error(service.http.put("/v1/me", headers=service.admin_headers), 405, "method_not_allowed")
    bad = service.http.post("/v1/users", json={"nom": "x"}, headers=service.admin_headers)
    _error(bad, 422, "validation_error")
    assert bad.json()["detail"][0]["loc"]  # FastAPI's shape too, as the contract documents 422
    broken = service.http.post(
        "/v1/users",
        content=b"{not json",
        headers={**service.admin_headers, "Content-Type": "application/json"},
    )
    _error(broken, 422, "validation_error")
    _error(service.http.get("/v1/users/usr_none", headers=service.admin_headers), 404, "not_found")


def test_a_body_over_the_cap_is_a_413_before_it_is_read(service: Service) -> None:
    cap = service.mailbox.settings.max_body_bytes
    big = {"name": "x" * (cap + 10)}
    _error(
        service.http.post("/v1/users", json=big, headers=service.admin_headers),
        413,
        "payload_too_large",
    )

    def chunks() -> Any:
        for _ in range(cap // 1000 + 2):
            yield b" " * 1000

    streamed = service.http.post(
        "/v1/users",
        content=chunks(),
        headers={**service.admin_headers, "Content-Type": "application/json"},
    )
    _error(streamed, 413, "payload_too_large")


def test_health_is_open_and_the_service_serves_its_openapi(service: Service) -> None:
    assert service.http.get("/health").json() == {"status": "ok", "vault": "open"}
    assert service.http.get("/openapi.json").json() == openapi_document()


def test_the_openapi_snapshot_is_current() -> None:
    """After a deliberate change: MAILBOX_UPDATE_SNAPSHOT=1 pytest tests/mailbox/test_web.py."""
    current = json.dumps(openapi_document(), indent=2, sort_keys=True) + "\n"
    if os.environ.get("MAILBOX_UPDATE_SNAPSHOT"):
        SNAPSHOT.write_text(current)
    assert SNAPSHOT.read_text() == current


def _operations(document: dict[str, Any]) -> dict[tuple[str, str], dict[str, Any]]:
    return {
        (path, method): op
        for path, item in document["paths"].items()
        for method, op in item.items()
        if method in METHODS
    }


def _properties(document: dict[str, Any], schema: dict[str, Any]) -> set[str] | None:
    """The property names of a response or body schema, following one $ref or array."""
    if "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    if schema.get("type") == "array":
        return _properties(document, schema["items"])
    if "properties" not in schema:
        return None
    # Ours beside the contract (marked x-ours, e.g. an account's `disabled`): additive, so a
    # client of the contract ignores them; every other field must be the contract's.
    return {name for name, prop in schema["properties"].items() if not prop.get("x-ours")}


def _shapes(document: dict[str, Any], op: dict[str, Any]) -> dict[str, Any]:
    shapes: dict[str, Any] = {"statuses": sorted(op["responses"])}
    for status, answer in op["responses"].items():
        schema = answer.get("content", {}).get("application/json", {}).get("schema")
        if schema is not None and status < "400":
            shapes[f"answer {status}"] = _properties(document, schema)
    body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
    if body:
        shapes["body"] = _properties(document, body["schema"])
    shapes["query"] = sorted(p["name"] for p in op.get("parameters", []) if p["in"] == "query")
    shapes["x-permission"] = op.get("x-permission")
    return shapes


def test_every_implemented_path_has_the_contracts_methods_statuses_and_fields() -> None:
    ours, theirs = _operations(openapi_document()), _operations(CONTRACT)
    implemented = {path for path, _ in ours}
    assert implemented - {p for p, _ in theirs} == set(), "a path the contract does not have"
    assert {p for p, _ in theirs} - implemented == NOT_YET, "update NOT_YET as paths are built"
    assert NOT_YET_METHODS & set(ours) == set(), "update NOT_YET_METHODS as methods are built"
    for key in sorted(k for k in theirs if k[0] in implemented and k not in NOT_YET_METHODS):
        assert key in ours, f"{key} missing"
        assert _shapes(openapi_document(), ours[key]) == _shapes(CONTRACT, theirs[key]), key


def _enum(document: dict[str, Any], schema: dict[str, Any]) -> set[str] | None:
    """The values an enum property may take, following a $ref and ``anyOf`` (None: no enum)."""
    if "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].rsplit("/", 1)[1]]
    if "enum" in schema:
        return set(schema["enum"])
    found = [_enum(document, part) for part in schema.get("anyOf", [])]
    values = [v for v in found if v is not None]
    return set().union(*values) if values else None


def test_every_enum_we_answer_stays_within_the_contracts_values() -> None:
    """A client generated from the contract switches over its enums: a value outside them
    (our own discovery lookup, say) would break it, so what is ours goes in a field of its own."""
    document = openapi_document()
    ours, theirs = document["components"]["schemas"], CONTRACT["components"]["schemas"]
    wider = {}
    for name in sorted(set(ours) & set(theirs)):
        for prop, schema in ours[name].get("properties", {}).items():
            contract_schema = theirs[name].get("properties", {}).get(prop)
            if contract_schema is None:
                continue
            mine, contract = _enum(document, schema), _enum(CONTRACT, contract_schema)
            if mine is not None and contract is not None and not mine <= contract:
                wider[f"{name}.{prop}"] = sorted(mine - contract)
    assert wider == {}
