'use client';

/**
 * The ready signal: a short tone and a buzz, only after the guest asked for them with a tap (the
 * tap unlocks audio; browsers allow neither sound nor vibration before a user gesture), and no
 * buzz for a guest who asks for reduced motion.
 */
export function createReadySignal() {
  let audio: AudioContext | null = null;
  try {
    // Made during the tap, so the browser lets it play later.
    audio = new AudioContext();
  } catch {
    audio = null; // no audio on this device
  }
  return () => {
    if (audio) {
      try {
        const tone = audio.createOscillator();
        const gain = audio.createGain();
        tone.frequency.value = 880;
        gain.gain.setValueAtTime(0.2, audio.currentTime);
        gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.8);
        tone.connect(gain).connect(audio.destination);
        tone.start();
        tone.stop(audio.currentTime + 0.8);
      } catch {
        // the audio device went away
      }
    }
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!reduced && 'vibrate' in navigator) navigator.vibrate([200, 100, 200]);
  };
}
