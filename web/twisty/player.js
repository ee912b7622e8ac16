// The entry esbuild bundles into the site's twisty.js (scripts/build-web):
// cubing.js's <twisty-player> element, registered on import, and Alg to
// invert an answer into the player's setup; for the scramble sheets, the
// puzzles' 2D drawings (puzzles[id].svg(), kpuzzle()) and the animator that
// colours one for a pattern, drawn at once in the page's own DOM (a
// player draws only once it is scrolled into view, so not for printing).
export { TwistyPlayer, ExperimentalSVGAnimator } from "cubing/twisty";
export { Alg } from "cubing/alg";
export { puzzles } from "cubing/puzzles";
