// Compiles the demo ERC-20 (apps/server/src/modules/chain/token/DemoToken.sol) with solc from npm
// and writes its ABI and bytecode next to it; a test checks the committed artifact matches.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import solc from 'solc';

const dir = path.resolve(import.meta.dirname, '../apps/server/src/modules/chain/token');

export function compileToken() {
  const input = {
    language: 'Solidity',
    sources: { 'DemoToken.sol': { content: readFileSync(path.join(dir, 'DemoToken.sol'), 'utf8') } },
    settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts['DemoToken.sol'].DemoToken;
  return { compiler: solc.version(), abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(path.join(dir, 'demo-token.json'), `${JSON.stringify(compileToken(), null, 1)}\n`);
  console.log('wrote demo-token.json');
}
