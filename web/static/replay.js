// The replay stepper's "Play": follows the next-move link every second until the end,
// and the arrow keys step (the links work without this script).
"use strict";

(function () {
  const stepper = document.getElementById("stepper");
  if (!stepper) return;
  const play = document.getElementById("step-play");
  const next = document.getElementById("step-next");
  const playing = new URLSearchParams(location.search).get("play") === "1";
  const atEnd = Number(stepper.dataset.step) >= Number(stepper.dataset.steps);

  function go(link, keep) {
    const url = new URL(link.href);
    if (keep) url.searchParams.set("play", "1");
    location.href = url.toString();
  }

  if (playing && !atEnd) {
    play.textContent = "⏸ " + play.dataset.pause;
    const timer = setTimeout(() => go(next, true), 1000);
    play.addEventListener("click", () => {
      clearTimeout(timer);
      const url = new URL(location.href);
      url.searchParams.delete("play");
      location.href = url.toString();
    });
  } else {
    play.addEventListener("click", () => go(next, true));
  }
  document.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight") go(next, false);
    if (event.key === "ArrowLeft") go(document.getElementById("step-prev"), false);
  });
})();
