// A script inside the frame runs in the frame's own document.
let clicks = 0;
const button = document.getElementById('count');
button.addEventListener('click', () => {
  clicks += 1;
  button.textContent = `Clicked ${clicks} time${clicks === 1 ? '' : 's'}`;
});
