"""mailsocket-mcp: throwaway inboxes and a blocking wait for OTPs and magic links, over MCP."""

__version__ = "0.1.0"

__all__ = ["__version__"]
