/** `npm run bench`: prints the benchmark figures (they are not tests). */
import { runEngineBench } from './engine.js';

runEngineBench();
