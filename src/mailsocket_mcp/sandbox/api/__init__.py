"""The sandbox's REST API, as the mailsocket SDK sees it: the routes (``routes``), the
long-poll wait (``longpoll``), query parsing (``params``), JSON views (``views``), the
Bearer key check (``auth``) and the test-control routes (``control``)."""
