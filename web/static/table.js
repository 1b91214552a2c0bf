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
  let behind = false;      // the last reading of the table failed: a tap on the alert retries
  const about = new Map();  // topic -> its guide entry (a promise), read once per page

  // The alert floats over the top of the window (a phone member is often far down the
  // board when a move is refused); a tap dismisses it.
  function say(text) {
    alertBox.textContent = text || "";
    alertBox.hidden = !text;
  }

  // What the member is told when the table did not answer as itself: no connection, or a
  // proxy's error page instead of the table's own words.
  function unreachable() {
    say(table.dataset.unreachable);
  }

  // ----- live updates -------------------------------------------------------------------
  async function refresh() {
    if (fetching) { again = true; return fetching; }
    fetching = (async () => {
      do {
        again = false;
        let answer;
        try {
          answer = await fetch(table.dataset.fragment, {
            headers: {"X-Requested-With": "fetch"}, credentials: "same-origin"});
        } catch (error) {
          behind = true; unreachable(); break;
        }
        if (!answer.ok) {
          // The table's own refusal (a session ended, spectators no longer allowed) says
          // why; anything else is the way to the table failing.
          const found = await answer.json().catch(() => ({}));
          behind = true;
          if (found.error) say(found.error); else unreachable();
          break;
        }
        if (behind) { behind = false; say(""); }
        const html = await answer.text();
        const kept = keep();
        live.innerHTML = html;
        restore(kept);
        const fresh = live.querySelector(".ch-live");
        if (fresh) version = Number(fresh.dataset.version);
        picked = [];
        light();
      } while (again);
    })().finally(() => { fetching = null; });
    return fetching;
  }

  // A new version replaces the whole live part: what the reader opened or closed stays so,
  // and the place they were looking at stays where it was on the screen (the choices
  // appearing above the board when their turn begins would push it down the page).
  function detailsKeys() {
    const seen = new Map();
    return [...live.querySelectorAll("details")].map((d) => {
      const n = seen.get(d.className) || 0;
      seen.set(d.className, n + 1);
      return [d, d.className + "|" + n];
    });
  }

  function keep() {
    const opened = new Map(detailsKeys().map(([d, key]) => [key, d.open]));
    let anchor = null;
    if (window.scrollY > 0) {
      const seen = [...live.querySelectorAll("[data-target]")].find((e) => {
        const r = e.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.top < window.innerHeight;
      });
      if (seen) anchor = {id: seen.dataset.target, top: seen.getBoundingClientRect().top};
    }
    return {opened, anchor};
  }

  function restore(kept) {
    detailsKeys().forEach(([d, key]) => {
      if (kept.opened.has(key)) d.open = kept.opened.get(key);
    });
    if (!kept.anchor) return;
    const again = byTarget(kept.anchor.id)[0];
    if (again) window.scrollBy(0, again.getBoundingClientRect().top - kept.anchor.top);
  }

  function listen() {
    if (!window.EventSource) return;
    const source = new EventSource(table.dataset.events);
    source.onmessage = (event) => {
      // « 12+ »: the same version with something beside it (an undo asked for): read again.
      const noted = event.data.endsWith("+");
      const told = Number(noted ? event.data.slice(0, -1) : event.data);
      if (noted ? !(told < version) : !(told <= version)) refresh();
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
      if (done.length > 0) tellAbout(offered);
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
  // A topic's guide entry ({title, text}), or null where the table has none or cannot be
  // reached; each topic is asked for once.
  function guideOf(topic) {
    if (!about.has(topic)) {
      about.set(topic, fetch(table.dataset.guide + encodeURIComponent(topic)
        + "?lang=" + encodeURIComponent(table.dataset.lang),
        {headers: {"X-Requested-With": "fetch"}, credentials: "same-origin"})
        .then((answer) => (answer.ok ? answer.json() : null))
        .catch(() => { about.delete(topic); return null; }));
    }
    return about.get(topic);
  }

  function topicOf(element) {
    const holder = element && element.closest("[data-topic]");
    return holder ? holder.dataset.topic : "";
  }

  // The bar that offers a move says what the place tapped last does: the tap picked it, so
  // the reader a tap opens elsewhere does not open, and a tile's own text may be cut short.
  function tellAbout(offered) {
    const last = picked[picked.length - 1];
    const topic = last ? topicOf(byTarget(last)[0]) : "";
    if (!topic) return;
    const line = document.createElement("p");
    line.className = "ch-about";
    line.dataset.topic = topic;   // cut to a few lines; tapped, the reader says it all
    offered.appendChild(line);
    guideOf(topic).then((found) => {
      if (!found || !line.isConnected) return;
      const title = document.createElement("b");
      title.textContent = found.title;
      line.replaceChildren(title, document.createTextNode(" " + found.text));
    });
  }

  async function explain(topic) {
    const found = await guideOf(topic);
    if (!found) return;
    document.getElementById("reader-title").textContent = found.title;
    document.getElementById("reader-text").textContent = found.text;
    reader.hidden = false;
  }

  document.addEventListener("click", (event) => {
    const node = event.target;
    if (!(node instanceof Element)) return;
    if (node.closest("#reader-close")) { reader.hidden = true; return; }
    if (node.closest("#alert")) { say(""); if (behind) refresh(); return; }
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

  // ----- moves, and changing course ---------------------------------------------------
  // A move (form.ch-move) and an undo, resign or rematch (form.ch-act) are sent the same
  // way, to the form's own address; the answer says what happened, or leads elsewhere (a
  // rematch's lobby).
  live.addEventListener("submit", async (event) => {
    event.preventDefault();
    const form = event.target;
    const button = event.submitter;
    if (!button || !button.value) return;
    const acting = form.classList.contains("ch-act");
    const body = new URLSearchParams(new FormData(form));
    body.set(button.name || "option", button.value);
    const url = button.getAttribute("formaction") || form.getAttribute("action")
      || table.dataset.move;
    const buttons = live.querySelectorAll("form.ch-move button, form.ch-act button");
    buttons.forEach((b) => { b.disabled = true; });
    const enable = () => { buttons.forEach((b) => { b.disabled = false; }); };
    let answer;
    try {
      answer = await fetch(url, {
        method: "POST", body, credentials: "same-origin",
        headers: {"X-Requested-With": "fetch", "Accept": "application/json"}});
    } catch (error) {
      unreachable();
      enable();
      return;
    }
    // The table answers in JSON; a proxy's error page does not: the move did not reach it.
    const found = await answer.json().catch(() => null);
    if (!found) {
      unreachable();
      enable();
      return;
    }
    if (found.ok && found.go) {
      window.location.assign(found.go);
      return;
    }
    if (found.ok) {
      say(acting ? found.said || "" : "");
    } else if (found.error) {
      say(found.error);
    } else {
      unreachable();
    }
    await refresh();
    enable();
  });

  // « Keep playing »: the question closes, and the page says so (as Discord does).
  live.addEventListener("click", (event) => {
    const keep = event.target instanceof Element && event.target.closest(".ch-keep");
    if (!keep) return;
    const open = keep.closest("details");
    if (open) open.open = false;
    say(keep.dataset.said || "");
  });

  // With a mouse, a place says what it does when the pointer rests on it (its title), as a
  // tap does on a phone.
  document.addEventListener("mouseover", (event) => {
    const node = event.target;
    if (!(node instanceof Element)) return;
    const holder = node.closest("[data-topic]");
    if (!holder || holder.dataset.told || !live.contains(holder)) return;
    holder.dataset.told = "1";
    guideOf(holder.dataset.topic).then((found) => {
      if (!found) { delete holder.dataset.told; return; }
      const said = found.title + "\n" + found.text;
      if (holder instanceof SVGElement) {   // an SVG shape's tooltip is its <title> child
        const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
        title.textContent = said;
        holder.prepend(title);
      } else {   // after what the board's own title says of this place (« A3 · Cavern »)
        holder.title = holder.title ? holder.title + "\n\n" + said : said;
      }
    });
  });

  light();
  listen();
})();
