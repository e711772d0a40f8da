"""Where the sandbox keeps inboxes and mail: the ``Store`` interface and its records
(``store``), kept in memory (``memory``) or in SQLite (``sqlite``), with opaque page
cursors (``cursors``)."""
