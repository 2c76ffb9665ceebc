import { secp256k1 } from '@noble/curves/secp256k1';
import { mnemonicToSeedSync } from '@scure/bip39';
import { bytesToHex, getAddress, type Address } from 'viem';
import { HDKey, hdKeyToAccount, publicKeyToAddress, type HDAccount } from 'viem/accounts';

/**
 * The exchange's keys (BIP32/BIP44 on Ethereum's coin type 60), from one mnemonic held by the
 * signer only:
 * - users' deposit addresses: `m/44'/60'/0'/0/<user id>`. The web server holds only the extended
 *   PUBLIC key of `m/44'/60'/0'/0` (CHAIN_XPUB) and derives every address from it; it can sign nothing.
 * - the hot wallet: `m/44'/60'/1'/0/0`, another account, so the deposit xpub does not reach it.
 * The cold wallet is an address only (its key is nowhere on these machines).
 */
export const DEPOSIT_BRANCH = "m/44'/60'/0'/0";
export const HOT_WALLET_PATH = "m/44'/60'/1'/0/0";

/** BIP32 non-hardened child indexes end below 2^31. */
const MAX_INDEX = 0x7fff_ffff;

/** A user's deposit address from the deposit branch's extended public key. */
export function depositAddressOf(xpub: string, userId: bigint): Address {
  if (userId < 0n || userId > BigInt(MAX_INDEX)) throw new Error(`no deposit address for user ${userId}`);
  const child = HDKey.fromExtendedKey(xpub).deriveChild(Number(userId));
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey!).toRawBytes(false);
  return getAddress(publicKeyToAddress(bytesToHex(uncompressed)));
}

/** The signer's keys from its mnemonic. */
export function signerKeys(mnemonic: string) {
  const master = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic));
  return {
    /** What the web server is given (CHAIN_XPUB). */
    depositXpub: master.derive(DEPOSIT_BRANCH).publicExtendedKey,
    hot: hdKeyToAccount(master, { path: HOT_WALLET_PATH }) as HDAccount,
    depositAccount: (userId: bigint): HDAccount => hdKeyToAccount(master, { path: `${DEPOSIT_BRANCH}/${Number(userId)}` as `m/44'/60'/${string}` }),
  };
}
