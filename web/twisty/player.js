// The entry esbuild bundles into the site's twisty.js (scripts/build-web):
// cubing.js's <twisty-player> element, registered on import, and Alg to
// invert an answer into the player's setup.
export { TwistyPlayer } from "cubing/twisty";
export { Alg } from "cubing/alg";
