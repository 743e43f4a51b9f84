// Starts the app once the page the server rendered has been painted with its pictures: on a slow
// connection the picture and text then have the line to themselves, and the app takes over the painted
// screen as soon as it arrives. A picture that never loads holds the app back three seconds at most.
// (A file of its own: the Content-Security-Policy runs no inline script.)
(function () {
  var app = document.currentScript && document.currentScript.getAttribute('data-app');
  if (!app) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = app;
    document.head.appendChild(script);
  }
  // After the frame that shows the loaded pictures.
  function afterPaint() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    setTimeout(start, 3000);
  }
})();
