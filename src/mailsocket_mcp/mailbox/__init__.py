"""The mailbox service (`mailsocket-mailbox`): real mail accounts behind one REST API (v1)."""
