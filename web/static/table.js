// The web table's page script (no build step, no library): live updates by server-sent
// events, choosing on the board by tapping its places, moves sent with the CSRF token,
// and the guide's text for any tapped element. The server re-checks everything.
"use strict";

(function () {
  const table = document.getElementById("table");
  if (!table) return;
  const live = document.getElementById("live");
  const alertBox = document.getElementById("alert");
  const lost = document.getElementById("live-lost");
  const reader = document.getElementById("reader");
  let version = Number(table.dataset.version);
  let picked = [];          // the targets tapped so far, in order
  let fetching = null;
  let again = false;

  function say(text) {
    alertBox.textContent = text || "";
    alertBox.hidden = !text;
  }

  // ----- live updates -------------------------------------------------------------------
  async function refresh() {
    if (fetching) { again = true; return fetching; }
    fetching = (async () => {
      do {
        again = false;
        const answer = await fetch(table.dataset.fragment, {
          headers: {"X-Requested-With": "fetch"}, credentials: "same-origin"});
        if (!answer.ok) break;
        const html = await answer.text();
        live.innerHTML = html;
        const fresh = live.querySelector(".ch-live");
        if (fresh) version = Number(fresh.dataset.version);
        picked = [];
        light();
      } while (again);
    })().finally(() => { fetching = null; });
    return fetching;
  }

  function listen() {
    if (!window.EventSource) return;
    const source = new EventSource(table.dataset.events);
    source.onmessage = (event) => {
      const told = Number(event.data);
      if (!(told <= version)) refresh();
    };
    source.onopen = () => {
      if (!lost.hidden) { lost.hidden = true; refresh(); }
    };
    source.onerror = () => { lost.hidden = false; };
  }

  // ----- choosing on the board ------------------------------------------------------------
  function spatial() {
    return [...live.querySelectorAll("button[data-targets]")];
  }

  function targetsOf(button) {
    return button.dataset.targets.split(" ").filter(Boolean);
  }

  function candidates() {
    return spatial().filter((b) => picked.every((t) => targetsOf(b).includes(t)));
  }

  function byTarget(id) {
    return [...live.querySelectorAll("[data-target]")].filter((e) => e.dataset.target === id);
  }

  function light() {
    live.querySelectorAll(".ch-can, .ch-picked").forEach((e) => {
      e.classList.remove("ch-can", "ch-picked");
    });
    const open = candidates();
    const lit = new Set();
    open.forEach((b) => targetsOf(b).forEach((t) => { if (!picked.includes(t)) lit.add(t); }));
    lit.forEach((t) => byTarget(t).forEach((e) => e.classList.add("ch-can")));
    picked.forEach((t) => byTarget(t).forEach((e) => e.classList.add("ch-picked")));
    live.querySelectorAll("form.ch-move").forEach((form) => {
      const offered = form.querySelector(".ch-offered");
      const clear = form.querySelector(".ch-clear");
      if (!offered) return;
      offered.replaceChildren();
      const done = open.filter((b) => form.contains(b) && picked.length > 0
        && new Set(targetsOf(b)).size === picked.length);
      done.forEach((b) => {
        const copy = b.cloneNode(true);
        copy.classList.add("ch-offer");
        offered.appendChild(copy);
      });
      offered.classList.toggle("has-offer", done.length > 0);
      if (clear) clear.hidden = picked.length === 0;
    });
  }

  function tapTarget(element) {
    const id = element.dataset.target;
    if (picked.includes(id)) {
      picked = picked.filter((t) => t !== id);
    } else {
      const wanted = candidates().some((b) => targetsOf(b).includes(id));
      if (!wanted) return false;
      picked.push(id);
    }
    light();
    return true;
  }

  // ----- reading what an element does ---------------------------------------------------------
  async function explain(topic) {
    const answer = await fetch(table.dataset.guide + encodeURIComponent(topic)
      + "?lang=" + encodeURIComponent(table.dataset.lang),
      {headers: {"X-Requested-With": "fetch"}, credentials: "same-origin"});
    if (!answer.ok) return;
    const found = await answer.json();
    document.getElementById("reader-title").textContent = found.title;
    document.getElementById("reader-text").textContent = found.text;
    reader.hidden = false;
  }

  document.addEventListener("click", (event) => {
    const node = event.target;
    if (!(node instanceof Element)) return;
    if (node.closest("#reader-close")) { reader.hidden = true; return; }
    if (node.closest(".ch-clear")) { picked = []; light(); return; }
    if (node.closest("button, summary, a, input")) return;
    // A lit place may hold others (a zone and its dice): the innermost one that a choice
    // wants is the one tapped; only a place no choice wants is read about.
    for (let place = node.closest("[data-target]"); place && live.contains(place);
      place = place.parentElement && place.parentElement.closest("[data-target]")) {
      if (tapTarget(place)) { reader.hidden = true; return; }
    }
    const topic = node.closest("[data-topic]");
    if (topic) explain(topic.dataset.topic);
  });

  // ----- moves ----------------------------------------------------------------------------------
  live.addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = event.target;
    const button = event.submitter;
    if (!button || !button.value) return;
    const body = new URLSearchParams(new FormData(form));
    body.set("option", button.value);
    live.querySelectorAll("form.ch-move button").forEach((b) => { b.disabled = true; });
    let answer;
    try {
      answer = await fetch(table.dataset.move, {
        method: "POST", body, credentials: "same-origin",
        headers: {"X-Requested-With": "fetch", "Accept": "application/json"}});
    } catch (error) {
      say(table.dataset.close ? String(error) : "");
      live.querySelectorAll("form.ch-move button").forEach((b) => { b.disabled = false; });
      return;
    }
    let found = {};
    try { found = await answer.json(); } catch (error) { found = {}; }
    if (found.ok) {
      say("");
    } else {
      say(found.error || String(answer.status));
    }
    await refresh();
  });

  light();
  listen();
})();
