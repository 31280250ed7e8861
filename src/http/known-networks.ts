import { BlockList, isIPv6, type Socket } from 'node:net';

/** Proxy:KnownNetworks (CIDR ranges) as a list addresses are checked against. */
export const networksOf = (cidrs: readonly string[]): BlockList => {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [network = '', bits] = cidr.split('/');
    const type = isIPv6(network) ? 'ipv6' : 'ipv4';
    list.addSubnet(network, Number(bits ?? (type === 'ipv6' ? 128 : 32)), type);
  }
  return list;
};

/** ::ffff:10.0.0.1 is the IPv4 peer 10.0.0.1 on a dual-stack socket. */
export const peerOf = (socket: Socket): string =>
  (socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** Whether the socket's peer lies inside one of the networks. */
export const peerWithin = (networks: BlockList, socket: Socket): boolean => {
  const peer = peerOf(socket);
  return peer !== '' && networks.check(peer, isIPv6(peer) ? 'ipv6' : 'ipv4');
};
