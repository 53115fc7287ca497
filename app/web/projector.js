// The hall's screen (/events/EVENT/projector, reports/projector_page.h): shows the page's slides
// one at a time, the next every data-seconds seconds, round and round, with nobody at the
// controls. It follows the event's stream of changes (GET /api/events/EVENT/changes,
// server-sent events): at each new revision it asks for the page again and puts its slides in
// place of the old ones, staying on the slide on screen (found by its data-key) when the new
// page still has it.
(function () {
  'use strict';

  const body = document.body;
  const seconds = Math.max(3, Number(body.dataset.seconds) || 15);
  let shown = 0;
  let updates = 0;

  const slides = () => Array.from(document.querySelectorAll('main > .slide'));

  function show(index) {
    const all = slides();
    if (all.length === 0) return;
    shown = ((index % all.length) + all.length) % all.length;
    all.forEach((slide, i) => slide.classList.toggle('shown', i === shown));
    body.dataset.slide = all[shown].dataset.key || String(shown);
  }

  async function reload() {
    const answer = await fetch(window.location.href, { cache: 'no-store' });
    if (!answer.ok) return;
    const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const fresh = page.querySelector('main');
    if (!fresh) return;
    const key = body.dataset.slide;
    document.querySelector('main').replaceChildren(...Array.from(fresh.childNodes));
    const header = page.querySelector('header');
    if (header) document.querySelector('header').replaceChildren(...Array.from(header.childNodes));
    const again = slides().findIndex((slide) => slide.dataset.key === key);
    show(again >= 0 ? again : shown);
    updates += 1;
    body.dataset.updates = String(updates);
  }

  show(0);
  window.setInterval(() => show(shown + 1), seconds * 1000);

  const changes = body.dataset.changes;
  if (changes && window.EventSource) {
    let seen = null;
    let busy = Promise.resolve();
    const stream = new EventSource(changes);
    stream.addEventListener('change', (message) => {
      const revision = JSON.parse(message.data).revision;
      const first = seen === null;
      if (revision === seen) return;
      seen = revision;
      // The first revision is the page's own, or newer when it changed on the way: ask once.
      busy = busy.then(() => reload()).catch(() => {});
      if (first) body.dataset.following = 'yes';
    });
  }
})();
