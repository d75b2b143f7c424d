// Suggestions under the search box as one types (progressive enhancement: without this script
// the search page lists the names starting with what was typed).
(function () {
  var input = document.getElementById("q");
  var list = document.getElementById("suggestions");
  if (!input || !list || !window.fetch) return;
  var timer = null, last = "";
  function hide() { list.hidden = true; list.innerHTML = ""; }
  function show(q) {
    fetch(input.dataset.suggest + "?q=" + encodeURIComponent(q)).then(function (r) { return r.text(); }).then(function (html) {
      if (input.value.trim() !== q) return;
      list.innerHTML = html;
      list.hidden = !list.children.length;
    }).catch(hide);
  }
  input.addEventListener("input", function () {
    var q = input.value.trim();
    clearTimeout(timer);
    if (q.length < 2) { hide(); last = ""; return; }
    if (q === last) return;
    last = q;
    timer = setTimeout(function () { show(q); }, 120);
  });
  input.addEventListener("keydown", function (e) {
    var items = list.querySelectorAll("a");
    if (list.hidden || !items.length) return;
    var i = Array.prototype.indexOf.call(items, document.activeElement);
    if (e.key === "ArrowDown") { e.preventDefault(); items[Math.min(i + 1, items.length - 1)].focus(); }
    if (e.key === "Escape") hide();
  });
  list.addEventListener("keydown", function (e) {
    var items = list.querySelectorAll("a");
    var i = Array.prototype.indexOf.call(items, document.activeElement);
    if (e.key === "ArrowDown") { e.preventDefault(); if (i < items.length - 1) items[i + 1].focus(); }
    if (e.key === "ArrowUp") { e.preventDefault(); if (i > 0) items[i - 1].focus(); else input.focus(); }
    if (e.key === "Escape") { hide(); input.focus(); }
  });
  document.addEventListener("click", function (e) { if (!list.contains(e.target) && e.target !== input) hide(); });
})();
