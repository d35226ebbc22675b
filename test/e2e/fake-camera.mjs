/**
 * A tablet's camera for the end-to-end checks, added to a browser context with addInitScript: a
 * canvas whose stream getUserMedia hands out. A check draws what the camera "sees" with
 * window.showToCamera(dataUrl); the canvas is redrawn often so the stream keeps sending frames.
 */
export function fakeCamera() {
  const canvas = document.createElement('canvas');
  canvas.width = 720;
  canvas.height = 720;
  const context = canvas.getContext('2d');
  let shown;
  const paint = () => {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    if (shown) context.drawImage(shown, 60, 60, 600, 600 * (shown.height / shown.width));
  };
  window.setInterval(paint, 40);
  window.showToCamera = async (url) => {
    const image = new window.Image();
    image.src = url;
    await image.decode();
    shown = image;
    paint();
  };
  navigator.mediaDevices.getUserMedia = async () => canvas.captureStream(25);
}
