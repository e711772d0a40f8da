// mailsocket sandbox page. Plain JS, no build step, no third-party code.
//
// Rules this file keeps:
// - The key lives in sessionStorage and travels only in the Authorization header.
// - Mail content is untrusted: it is only ever written with textContent, never as
//   markup, and no link found in mail becomes an href. The HTML preview is a
//   sandboxed frame loaded from /_ui/preview/<ticket> under its own strict policy.
// - Live updates come from /_ui/api/events, read with fetch() so the key stays in a header.
"use strict";

(() => {
  const KEY_STORAGE = "mailsocket.sandbox.key";
  const KEY_SHAPE = /^ms_live_[A-Za-z0-9_-]{8,200}$/;
  const PAGE_SIZE = 50;
  const SOURCE_SHOWN_BYTES = 1024 * 1024;

  const $ = (id) => document.getElementById(id);
  const state = {
    key: null,
    session: 0, // bumps on every key change: late answers for an old key are dropped
    inboxes: [],
    counts: new Map(),
    selected: null,
    pendingSelect: null, // an inbox just created here, selected once the overview lists it
    shownNewest: undefined,
    messages: [],
    cursor: null,
    search: "",
    open: null,
    openMessage: null,
    view: "html",
    stream: null,
  };

  // ---------- small helpers ----------

  function el(tag, options = {}, children = []) {
    const node = document.createElement(tag);
    if (options.className) node.className = options.className;
    if (options.text !== undefined) node.textContent = options.text;
    for (const [name, value] of Object.entries(options.attrs || {})) node.setAttribute(name, value);
    for (const child of children) if (child) node.append(child);
    return node;
  }

  function button(text, className, onClick, label) {
    const node = el("button", { className: `button ${className || ""}`.trim(), text, attrs: { type: "button" } });
    if (label) node.setAttribute("aria-label", label);
    node.addEventListener("click", onClick);
    return node;
  }

  function formatTime(iso) {
    const when = new Date(iso);
    const sameDay = when.toDateString() === new Date().toDateString();
    return sameDay ? when.toLocaleTimeString() : when.toLocaleString();
  }

  function timeElement(iso) {
    return el("time", { text: formatTime(iso), attrs: { datetime: iso, title: iso } });
  }

  let noticeTimer = 0;
  function notify(text, isError = false) {
    const notice = $("notice");
    notice.textContent = text;
    notice.classList.toggle("is-error", isError);
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { notice.textContent = ""; }, isError ? 8000 : 3000);
  }

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  // ---------- talking to the sandbox ----------

  class KeyRefused extends Error {}

  async function call(path, { method = "GET", json, signal } = {}) {
    const headers = { Authorization: `Bearer ${state.key}` };
    let body;
    if (json !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(json);
    }
    const response = await fetch(path, {
      method, headers, body, signal, cache: "no-store", credentials: "omit",
    });
    if (response.status === 401) {
      forgetKey("The sandbox refused this key. Sandbox keys look like ms_live_ followed by 8 or more characters.");
      throw new KeyRefused();
    }
    if (!response.ok) {
      let message = `The sandbox answered ${response.status}.`;
      try {
        const error = (await response.json()).error;
        if (error && error.message) message = error.message;
      } catch (_) { /* not JSON: keep the status line */ }
      throw new Error(message);
    }
    return response;
  }

  // Runs an action; failures become a notice (a refused key already reset the page).
  async function attempt(action) {
    try {
      await action();
    } catch (error) {
      if (!(error instanceof KeyRefused)) notify(error.message || String(error), true);
    }
  }

  // ---------- the key ----------

  function showKeyForm(message) {
    $("app-view").hidden = true;
    $("forget-key").hidden = true;
    $("key-view").hidden = false;
    const error = $("key-error");
    error.textContent = message || "";
    error.hidden = !message;
    setConnection("idle", "Not connected");
    $("key-input").focus();
  }

  function useKey(key) {
    state.key = key;
    state.session += 1;
    state.inboxes = [];
    state.counts = new Map();
    state.selected = null;
    state.pendingSelect = null;
    state.open = null;
    state.openMessage = null;
    $("key-view").hidden = true;
    $("app-view").hidden = false;
    $("forget-key").hidden = false;
    renderInboxes();
    renderMessages();
    renderDetail();
    watch(state.session);
  }

  function forgetKey(message) {
    sessionStorage.removeItem(KEY_STORAGE);
    state.key = null;
    state.session += 1;
    if (state.stream) state.stream.abort();
    // Nothing of that account stays in the page, hidden or not.
    Object.assign(state, { inboxes: [], counts: new Map(), selected: null, messages: [], open: null, openMessage: null });
    renderInboxes();
    renderInboxHead();
    renderMessages();
    renderDetail();
    for (const id of ["preview-slot", "headers-body"]) $(id).replaceChildren();
    for (const id of ["text-body", "source-body", "inbox-total"]) $(id).textContent = "";
    $("key-input").value = "";
    showKeyForm(message);
  }

  $("key-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const key = $("key-input").value.trim();
    if (!KEY_SHAPE.test(key)) {
      const error = $("key-error");
      error.textContent = "A sandbox key looks like ms_live_ followed by 8 or more letters, digits, - or _.";
      error.hidden = false;
      $("key-input").setAttribute("aria-invalid", "true");
      $("key-input").focus();
      return;
    }
    $("key-input").removeAttribute("aria-invalid");
    $("key-input").value = "";
    sessionStorage.setItem(KEY_STORAGE, key);
    useKey(key);
    $("create-label").focus();
  });

  $("forget-key").addEventListener("click", () => forgetKey());

  // ---------- live updates ----------

  function setConnection(name, text) {
    const node = $("connection");
    node.dataset.state = name;
    node.textContent = text;
  }

  async function watch(session) {
    let delay = 500;
    while (session === state.session) {
      const controller = new AbortController();
      state.stream = controller;
      try {
        const response = await call("/_ui/api/events", { signal: controller.signal });
        setConnection("live", "Live");
        delay = 500;
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (session === state.session) handleEvent(block);
          }
        }
      } catch (error) {
        if (error instanceof KeyRefused || session !== state.session) return;
      }
      if (session !== state.session) return;
      setConnection("offline", "Reconnecting…");
      await sleep(delay);
      delay = Math.min(delay * 2, 10000);
    }
  }

  function handleEvent(block) {
    let name = "message";
    const data = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") name = value;
      else if (field === "data") data.push(value);
    }
    if (name === "inboxes" && data.length) onOverview(JSON.parse(data.join("\n")));
  }

  function onOverview(overview) {
    const arrivals = [];
    for (const inbox of overview.inboxes) {
      const before = state.counts.get(inbox.id);
      if (before !== undefined && inbox.message_count > before) arrivals.push(inbox);
    }
    state.counts = new Map(overview.inboxes.map((inbox) => [inbox.id, inbox.message_count]));
    state.inboxes = overview.inboxes;
    $("inbox-total").textContent = overview.truncated
      ? `(newest ${overview.inboxes.length})` : `(${overview.inboxes.length})`;
    if (arrivals.length) {
      const names = arrivals.map((inbox) => inbox.label || inbox.address).join(", ");
      notify(`New mail in ${names}`);
    }
    if (state.pendingSelect && state.inboxes.some((inbox) => inbox.id === state.pendingSelect)) {
      const id = state.pendingSelect;
      state.pendingSelect = null;
      selectInbox(id);
      return;
    }
    const current = state.inboxes.find((inbox) => inbox.id === state.selected);
    if (!current) {
      selectInbox(state.inboxes.length ? state.inboxes[0].id : null);
    } else {
      renderInboxes();
      renderInboxHead();
      if (current.newest_at !== state.shownNewest) loadMessages({ fresh: true });
    }
  }

  // ---------- inboxes ----------

  function selectedInbox() {
    return state.inboxes.find((inbox) => inbox.id === state.selected) || null;
  }

  function selectInbox(id) {
    state.selected = id;
    state.messages = [];
    state.cursor = null;
    state.shownNewest = undefined;
    state.open = null;
    state.openMessage = null;
    renderInboxes();
    renderInboxHead();
    renderMessages();
    renderDetail();
    if (id) loadMessages({});
  }

  function renderInboxes() {
    const list = $("inbox-list");
    const items = state.inboxes.map((inbox) => {
      const count = inbox.message_count;
      const name = inbox.label || inbox.address.split("@")[0];
      const open = el("button", {
        className: "inbox",
        attrs: { type: "button", "aria-current": String(inbox.id === state.selected) },
      }, [
        el("span", { className: "inbox-name", text: name }),
        el("span", { className: `count${count ? " has-mail" : ""}`, text: String(count) }, [
          el("span", { className: "visually-hidden", text: count === 1 ? " message" : " messages" }),
        ]),
        el("span", { className: "inbox-address", text: inbox.address }),
      ]);
      open.addEventListener("click", () => { if (inbox.id !== state.selected) selectInbox(inbox.id); });
      return el("li", {}, [open]);
    });
    list.replaceChildren(...items);
    $("inbox-empty").hidden = state.inboxes.length > 0;
  }

  function renderInboxHead() {
    const inbox = selectedInbox();
    $("messages-title").textContent = inbox ? `Mail for ${inbox.label || "inbox"}` : "Mail";
    $("inbox-address").textContent = inbox ? inbox.address : "";
    $("inbox-actions").hidden = !inbox;
    $("search-box").hidden = !inbox;
  }

  $("create-form").addEventListener("submit", (event) => {
    event.preventDefault();
    attempt(async () => {
      const label = $("create-label").value.trim();
      const response = await call("/api/v1/inboxes", { method: "POST", json: label ? { label } : {} });
      const inbox = (await response.json()).data;
      $("create-label").value = "";
      if (state.inboxes.some((known) => known.id === inbox.id)) selectInbox(inbox.id);
      else state.pendingSelect = inbox.id; // the live overview brings it into the list
      notify(`Created ${inbox.address}`);
    });
  });

  $("copy-address").addEventListener("click", () => {
    const inbox = selectedInbox();
    if (inbox) copy(inbox.address, "address");
  });

  $("send-test").addEventListener("click", () => attempt(async () => {
    const inbox = selectedInbox();
    if (!inbox) return;
    await call(`/api/v1/inboxes/${encodeURIComponent(inbox.id)}/test-code`, { method: "POST" });
    notify("Test code sent");
  }));

  $("delete-inbox").addEventListener("click", () => {
    const inbox = selectedInbox();
    if (!inbox) return;
    $("delete-text").textContent = `${inbox.address} and all its mail will be deleted.`;
    $("delete-dialog").showModal();
  });
  $("cancel-delete").addEventListener("click", () => $("delete-dialog").close());
  $("delete-dialog").addEventListener("close", () => $("delete-inbox").focus());
  $("confirm-delete").addEventListener("click", () => attempt(async () => {
    $("delete-dialog").close();
    const inbox = selectedInbox();
    if (!inbox) return;
    await call(`/api/v1/inboxes/${encodeURIComponent(inbox.id)}`, { method: "DELETE" });
    notify(`Deleted ${inbox.address}`);
  }));

  // ---------- messages ----------

  let searchTimer = 0;
  $("search").addEventListener("input", () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => {
      state.search = $("search").value.trim();
      loadMessages({});
    }, 200);
  });

  $("more-messages").addEventListener("click", () => loadMessages({ older: true }));

  let listRequest = 0;
  function loadMessages({ older = false, fresh = false }) {
    const inbox = selectedInbox();
    if (!inbox) return Promise.resolve();
    const request = ++listRequest;
    const newest = inbox.newest_at;
    const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
    if (state.search) query.set("q", state.search);
    if (older && state.cursor) query.set("cursor", state.cursor);
    const path = `/_ui/api/inboxes/${encodeURIComponent(inbox.id)}/messages?${query}`;
    return attempt(async () => {
      const page = await (await call(path)).json();
      if (request !== listRequest || inbox.id !== state.selected) return;
      const known = new Set(state.messages.map((message) => message.id));
      state.messages = older ? state.messages.concat(page.data) : page.data;
      state.cursor = page.pagination.next_cursor;
      state.shownNewest = newest;
      renderMessages(fresh ? known : null);
      if (!state.open && state.messages.length && !older) openMessage(state.messages[0].id, false);
    });
  }

  function extractedRows(message) {
    const rows = [];
    if (message.otp) {
      rows.push(el("div", { className: "extract-row" }, [
        el("span", { className: "tag", text: "Code" }),
        el("span", { className: "code", text: message.otp }),
        el("span", { className: "confidence", text: `confidence ${Number(message.otp_confidence).toFixed(2)}` }),
        button("Copy code", "small", () => copy(message.otp, "code")),
      ]));
    }
    if (message.magic_link) {
      rows.push(el("div", { className: "extract-row" }, [
        el("span", { className: "tag", text: "Link" }),
        el("span", { className: "link", text: message.magic_link, attrs: { title: message.magic_link } }),
        button("Copy link", "small", () => copy(message.magic_link, "link")),
      ]));
    }
    return rows;
  }

  function renderMessages(known) {
    const list = $("message-list");
    const items = state.messages.map((message) => {
      const item = el("li", { className: "message", attrs: { "data-id": message.id } });
      if (message.id === state.open) item.classList.add("current");
      if (known && !known.has(message.id)) item.classList.add("fresh");
      const open = el("button", {
        className: "open-message",
        attrs: { type: "button", "aria-current": String(message.id === state.open) },
      }, [
        el("span", { className: "subject", text: message.subject || "(no subject)" }),
        el("span", { className: "line2" }, [
          el("span", { className: "from", text: message.from || "(no sender)" }),
          timeElement(message.received_at),
        ]),
      ]);
      open.addEventListener("click", () => openMessage(message.id, true));
      item.append(open);
      const rows = extractedRows(message);
      if (rows.length) item.append(el("div", { className: "extracted" }, rows));
      return item;
    });
    list.replaceChildren(...items);
    const inbox = selectedInbox();
    const empty = $("message-empty");
    empty.hidden = state.messages.length > 0 || !inbox;
    empty.textContent = state.search
      ? `No mail matches “${state.search}”.`
      : inbox ? `No mail yet. Send mail to ${inbox.address} over SMTP, or press Send test code.` : "";
    $("more-messages").hidden = !state.cursor;
  }

  // ---------- one message ----------

  function renderDetail(message) {
    $("detail").hidden = !message;
    $("detail-empty").hidden = Boolean(message);
    $("detail-title").textContent = message ? message.subject || "(no subject)" : "Message";
    if (!message) return;
    $("detail-from").textContent = message.from || "(no sender)";
    $("detail-to").textContent = message.to;
    const time = $("detail-time");
    time.dateTime = message.received_at;
    time.title = message.received_at;
    time.textContent = formatTime(message.received_at);
    const code = $("detail-code");
    const link = $("detail-link");
    code.replaceChildren();
    link.replaceChildren();
    if (message.otp) {
      code.append(
        el("span", { className: "code", text: message.otp }),
        el("span", { className: "confidence", text: `confidence ${Number(message.otp_confidence).toFixed(2)}` }),
        button("Copy code", "small", () => copy(message.otp, "code")),
      );
    } else {
      code.append(el("span", { className: "muted", text: "none found" }));
    }
    if (message.magic_link) {
      link.append(
        el("span", { className: "link", text: message.magic_link }),
        button("Copy link", "small", () => copy(message.magic_link, "link")),
      );
    } else {
      link.append(el("span", { className: "muted", text: "none found" }));
    }
  }

  async function openMessage(id, focus) {
    const session = state.session;
    await attempt(async () => {
      const message = (await (await call(`/api/v1/messages/${encodeURIComponent(id)}`)).json()).data;
      if (session !== state.session) return;
      state.open = message.id;
      state.openMessage = message;
      for (const item of $("message-list").children) {
        const current = item.dataset.id === message.id;
        item.classList.toggle("current", current);
        item.querySelector(".open-message").setAttribute("aria-current", String(current));
      }
      renderDetail(message);
      showView(message.html ? "html" : "text", false);
      if (focus) $("detail-title").focus();
    });
  }
  $("detail-title").setAttribute("tabindex", "-1");

  const views = ["html", "text", "source", "headers"];
  function showView(view, focusTab) {
    state.view = view;
    for (const name of views) {
      const tab = $(`tab-${name}`);
      tab.setAttribute("aria-selected", String(name === view));
      $(`panel-${name}`).hidden = name !== view;
    }
    if (focusTab) $(`tab-${view}`).focus();
    const message = state.openMessage;
    if (!message) return;
    if (view === "html") showHtml(message, false);
    else if (view === "text") $("text-body").textContent = message.text || "(this mail has no text part)";
    else if (view === "source") attempt(() => showSource(message));
    else attempt(() => showHeaders(message));
  }

  for (const name of views) {
    const tab = $(`tab-${name}`);
    tab.addEventListener("click", () => showView(name, false));
    tab.addEventListener("keydown", (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (event.key === "Home" || event.key === "End" || step) {
        event.preventDefault();
        const index = views.indexOf(name);
        const next = event.key === "Home" ? 0 : event.key === "End" ? views.length - 1
          : (index + step + views.length) % views.length;
        showView(views[next], true);
      }
    });
  }

  function showHtml(message, remoteImages) {
    const slot = $("preview-slot");
    slot.replaceChildren();
    $("load-images").hidden = !message.html || remoteImages;
    $("images-note").textContent = !message.html
      ? "This mail has no HTML part."
      : remoteImages
        ? "Remote images shown. No script runs and no link opens here."
        : "Remote images blocked. No script runs and no link opens here.";
    if (!message.html) return;
    const session = state.session;
    attempt(async () => {
      const ticket = (await (await call(`/_ui/api/messages/${encodeURIComponent(message.id)}/preview`, {
        method: "POST", json: { remote_images: remoteImages },
      })).json()).data;
      if (session !== state.session || state.openMessage !== message || state.view !== "html") return;
      const frame = document.createElement("iframe");
      // Set before src: the frame must never load without its sandbox.
      frame.setAttribute("sandbox", "");
      frame.setAttribute("referrerpolicy", "no-referrer");
      frame.setAttribute("title", `HTML of “${message.subject || "(no subject)"}”`);
      frame.src = ticket.url;
      slot.replaceChildren(frame);
    });
  }

  // Focus inside the preview's frame (its own process) never makes the <iframe> match
  // :focus here, so the page marks it itself: keyboard users see where they are.
  window.addEventListener("blur", () => {
    const active = document.activeElement;
    if (active instanceof HTMLIFrameElement) active.classList.add("focused");
  });
  window.addEventListener("focus", () => {
    for (const frame of document.querySelectorAll("iframe.focused")) frame.classList.remove("focused");
  });

  $("load-images").addEventListener("click", () => {
    if (state.openMessage) showHtml(state.openMessage, true);
  });

  async function sourceBytes(message) {
    const response = await call(`/_ui/api/messages/${encodeURIComponent(message.id)}/source`);
    return response.arrayBuffer();
  }

  async function showSource(message) {
    const bytes = await sourceBytes(message);
    if (state.openMessage !== message) return;
    const shown = bytes.byteLength > SOURCE_SHOWN_BYTES ? bytes.slice(0, SOURCE_SHOWN_BYTES) : bytes;
    let text = new TextDecoder("utf-8").decode(shown);
    if (shown !== bytes) text += `\n\n[… ${bytes.byteLength - SOURCE_SHOWN_BYTES} more bytes: download the .eml to see all]`;
    $("source-body").textContent = text;
  }

  async function showHeaders(message) {
    const fields = (await (await call(`/_ui/api/messages/${encodeURIComponent(message.id)}/headers`)).json()).data;
    if (state.openMessage !== message) return;
    $("headers-body").replaceChildren(...fields.map((field) => el("tr", {}, [
      el("th", { text: field.name, attrs: { scope: "row" } }),
      el("td", { text: field.value }),
    ])));
  }

  $("download-eml").addEventListener("click", () => attempt(async () => {
    const message = state.openMessage;
    if (!message) return;
    const blob = new Blob([await sourceBytes(message)], { type: "message/rfc822" });
    const url = URL.createObjectURL(blob);
    const anchor = el("a", { attrs: { href: url, download: `${message.id}.eml` } });
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 30000);
  }));

  // ---------- copying ----------

  async function copy(text, what) {
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(text);
      } else {
        // Outside a secure context (a non-loopback http address) the Clipboard API is absent.
        const area = el("textarea", { className: "visually-hidden", attrs: { readonly: "", "aria-hidden": "true" } });
        area.value = text;
        const back = document.activeElement;
        document.body.append(area);
        area.select();
        const copied = document.execCommand("copy");
        area.remove();
        if (back instanceof HTMLElement) back.focus();
        if (!copied) throw new Error("copy refused");
      }
      notify(`Copied ${what}`);
    } catch (_) {
      notify(`Could not copy the ${what}: select it and copy it by hand.`, true);
    }
  }

  // ---------- start ----------

  const saved = sessionStorage.getItem(KEY_STORAGE);
  if (saved && KEY_SHAPE.test(saved)) useKey(saved);
  else showKeyForm();
})();
