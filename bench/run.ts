/** `npm run bench`: prints the benchmark figures (they are not tests). BENCH=engine|http|ws|ws-flood|web|web-load|contract-triggers|contract-settle|seconds-settle|flash-demo|binance|merkle-sum picks one. */
import { runEngineBench } from './engine.js';
import { runHttpBench } from './http.js';
import { runWsBench } from './ws.js';
import { runWsFloodBench } from './ws-flood.js';
import { runWebTraceBench } from './web-trace.js';
import { runWebLoadBench } from './web-load.js';
import { runContractTriggersBench } from './contract-triggers.js';
import { runContractSettleBench } from './contract-settle.js';
import { runSecondsSettleBench } from './seconds-settle.js';
import { runFlashDemoBench } from './flash-demo.js';
import { runBinanceBench } from './binance.js';
import { runMerkleSumBench } from './merkle-sum.js';

const only = process.env.BENCH;
if (!only || only === 'engine') runEngineBench();
if (!only || only === 'contract-triggers') runContractTriggersBench();
if (!only || only === 'contract-settle') await runContractSettleBench();
if (!only || only === 'seconds-settle') await runSecondsSettleBench();
if (!only || only === 'http') await runHttpBench();
if (!only || only === 'ws') await runWsBench();
if (!only || only === 'ws-flood') await runWsFloodBench();
if (!only || only === 'web') await runWebTraceBench();
if (!only || only === 'web-load') await runWebLoadBench();
if (!only || only === 'flash-demo') await runFlashDemoBench();
if (!only || only === 'binance') await runBinanceBench();
if (!only || only === 'merkle-sum') await runMerkleSumBench();
