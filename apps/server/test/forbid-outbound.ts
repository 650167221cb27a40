import dns from 'node:dns'
import net from 'node:net'

type Lookup = NonNullable<net.TcpSocketConnectOpts['lookup']>
type Callback = Parameters<Lookup>[2]

const loopback = (address: string) =>
  /^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address) || address === 'localhost'

function refuse(address: string): Error {
  return new Error(`forbidOutbound: a test tried to connect to ${address}; only loopback is allowed`)
}

/**
 * A tripwire for the tests of the job-link guard: while it is set, a socket about to dial anything but
 * loopback fails instead of connecting. A broken guard then shows up as a failing test, never as traffic to a
 * private or public address. Returns the function that removes it.
 */
export function forbidOutbound(): () => void {
  const connect = net.Socket.prototype.connect
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
    // net.createConnection passes its arguments normalised, as one array whose first entry is the options.
    const first = args[0]
    const options = (Array.isArray(first) ? first[0] : typeof first === 'object' ? first : null) as
      | (net.TcpSocketConnectOpts & net.IpcSocketConnectOpts)
      | null
    if (options && !options.path) {
      const host = options.host ?? 'localhost'
      if (net.isIP(host) && !loopback(host)) throw refuse(host)
      const lookup: Lookup = options.lookup ?? dns.lookup
      options.lookup = ((hostname: string, lookupOptions: dns.LookupOptions, callback: Callback) =>
        lookup(hostname, lookupOptions, ((error, address, family) => {
          const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address]
          const outside = addresses.find((entry) => entry && !loopback(entry))
          if (!error && outside) return callback(refuse(outside), '', 0)
          return (callback as (...values: unknown[]) => void)(error, address, family)
        }) as Callback)) as Lookup
    }
    return (connect as (...values: unknown[]) => net.Socket).apply(this, args)
  } as typeof connect
  return () => {
    net.Socket.prototype.connect = connect
  }
}
