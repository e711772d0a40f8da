"""The sandbox's mail handling, pure functions of the bytes: MIME parsing (``parse``),
HTML to text (``html_text``), and the OTP and magic-link extraction the API reports
(``extract``, over ``extract_otp``, ``extract_link`` and their ``extract_vocab``)."""
