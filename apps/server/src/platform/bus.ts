/**
 * Where committed events go (ARCHITECTURE.md "Scale": a Bus, in-process first). A Redis or NATS
 * implementation of the same type fans events out across processes.
 */
export type TBus = {
  publish(topic: string, message: unknown): void;
  subscribe(topic: string, listener: (message: unknown) => void): () => void;
  hasSubscribers(topic: string): boolean;
};

export function memoryBus(): TBus {
  const listeners = new Map<string, Set<(message: unknown) => void>>();
  return {
    publish(topic, message) {
      for (const listener of listeners.get(topic) ?? []) listener(message);
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) listeners.set(topic, (set = new Set()));
      set.add(listener);
      return () => {
        set!.delete(listener);
        if (set!.size === 0) listeners.delete(topic);
      };
    },
    hasSubscribers: (topic) => (listeners.get(topic)?.size ?? 0) > 0,
  };
}
