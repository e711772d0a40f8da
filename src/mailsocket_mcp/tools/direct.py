"""Call a registered tool as ``MCPServer.call_tool`` does, with its per-call set-up done once.

The library's ``call_tool`` looks the tool up, rebuilds the argument-name map to
pre-parse JSON-in-strings, validates the arguments with the tool's pydantic model,
dumps the model one level deep, calls the function, then checks the result
against the output schema, formatting pydantic's full error text into a
``ToolError`` on the way when the arguments are bad. :class:`DirectTool` does the
same steps from what it read off the library's ``Tool`` once (the model, the map,
the fields, the output validator) and raises the same exceptions, with the same
``__cause__``, so :class:`~mailsocket_mcp.server.ToolCalls` shapes and logs either
path's failures with one piece of code. The gateway's fast path uses it; stdio and
the gateway's library path keep the library's ``call_tool``
(tests/mcp/test_tool_call_parity.py holds the two equal, failure by failure).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ToolError, UnexpectedToolError
from mcp.server.mcpserver.tools import Tool
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult
from pydantic import ValidationError

__all__ = ["DirectTool", "direct_tools"]


class DirectTool:
    """One tool, called as ``Tool.run(arguments, context, convert_result=True)`` calls it.

    Raises (from :meth:`run`), as the library does:
        ToolError: the arguments fail validation (``__cause__`` the ValidationError),
            or the tool raised ``ToolError`` / ``ResourceError``.
        UnexpectedToolError: anything else the tool or its output check raised.
        MCPError: raised by the tool, passed through.
    """

    def __init__(self, tool: Tool) -> None:
        metadata = tool.fn_metadata
        self.name = tool.name
        self._fn: Callable[..., Any] = tool.fn
        self._model = metadata.arg_model
        self._context_kwarg = tool.context_kwarg
        fields = self._model.model_fields
        # model_dump_one_level: each field under its alias, if any.
        self._fields = tuple((name, info.alias or name) for name, info in fields.items())
        # pre_parse_json: a string for a field not typed str may carry JSON.
        self._json_keys = frozenset(
            key
            for name, info in fields.items()
            if info.annotation is not str
            for key in (name, info.alias)
            if key
        )
        self._convert = metadata.convert_result
        # What convert_result checks a CallToolResult's structured content with, looked
        # up once (the library fetches it per call through a private pydantic attribute).
        self._check_output = (
            metadata._output_adapter(metadata.output_model).validate_python
            if metadata.output_model is not None and metadata.output_schema is not None
            else None
        )
        usable = not tool.resolved_params and tool.is_async
        self.usable = usable  # else the library runs it (resolvers, a sync function)

    async def run(self, arguments: dict[str, Any], context: Context[Any, Any]) -> CallToolResult:
        try:
            model = self._model.model_validate(self._pre_parsed(arguments))
        except ValidationError as exc:
            # The library puts pydantic's text into this message; ToolCalls reads only
            # the cause, so the costly formatting is skipped.
            raise ToolError(f"Error executing tool {self.name}: invalid arguments") from exc
        except MCPError:
            raise
        except Exception as exc:
            raise UnexpectedToolError(f"Error executing tool {self.name}") from exc
        kwargs = {output: getattr(model, name) for name, output in self._fields}
        if self._context_kwarg is not None:
            kwargs[self._context_kwarg] = context
        try:
            result = await self._fn(**kwargs)
            if isinstance(result, CallToolResult):  # what convert_result does with one
                if self._check_output is not None and not result.is_error:
                    self._check_output(result.structured_content)
            else:
                result = self._convert(result)
        except MCPError:
            raise
        except UnexpectedToolError as exc:
            raise UnexpectedToolError(f"Error executing tool {self.name}: {exc}") from exc
        except (ToolError, ResourceError) as exc:
            raise ToolError(f"Error executing tool {self.name}: {exc}") from exc
        except Exception as exc:
            raise UnexpectedToolError(f"Error executing tool {self.name}") from exc
        assert isinstance(result, CallToolResult)  # no resolvers: never input_required
        return result

    def _pre_parsed(self, arguments: dict[str, Any]) -> dict[str, Any]:
        """``FuncMetadata.pre_parse_json``: list- or object-valued JSON in a string is parsed."""
        parsed = arguments
        for key, value in arguments.items():
            if isinstance(value, str) and key in self._json_keys:
                try:
                    loaded = json.loads(value)
                except (ValueError, RecursionError):
                    continue
                if isinstance(loaded, str | int | float):
                    continue
                if parsed is arguments:
                    parsed = dict(arguments)
                parsed[key] = loaded
        return parsed


def direct_tools(server: MCPServer[Any]) -> Mapping[str, DirectTool]:
    """The tools registered on ``server`` that :class:`DirectTool` can call, by name."""
    # MCPServer offers its registered Tool objects (function, argument model, output
    # model) only through its tool manager; reading them keeps this path and the
    # library's on the very same definitions.
    registered = server._tool_manager.list_tools()
    direct = (DirectTool(tool) for tool in registered)
    return {tool.name: tool for tool in direct if tool.usable}
