// Test-time twin of the build's aliasing: components import 'react', tests run them on
// preact/compat exactly as the bundle does. Loaded with `node --import`.
import { register } from 'node:module';
import { register as tsx } from 'tsx/esm/api';

tsx();
register('./alias.mjs', import.meta.url);
