"""The inbox toolset: the nine throwaway-inbox tools over the mailsocket SDK (upstream/)."""
