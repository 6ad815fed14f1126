import { randomUUID } from 'node:crypto';
import type { sendUnaryData, ServerUnaryCall } from '@grpc/grpc-js';
import { ClusterInfo, EndPoint, MemberInfo } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/gossip_pb';
import { SupportedMethod, SupportedMethods } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/serverfeatures_pb';
import type { Empty } from '@kurrent/kurrentdb-client/generated/kurrentdb/protocols/v1/shared_pb';
import { uuidMessage } from './grpc-message.codec';

/**
 * What the clients ask before their first real call.
 *
 * ServerFeatures.GetSupportedMethods: both the grpc-js side and the native bridge call it on
 * connect. The grpc-js side appends through BatchAppend only when it is listed here, so leaving it
 * out makes every append use Streams.Append, the one implemented. Names are lower-case, as
 * KurrentDB sends them; the version must be plain x.y.z (the bridge parses it).
 *
 * Gossip.Read: asked only with `kurrentdb+discover://` or several hosts; answered with this single
 * node as an alive leader so discovery lands here.
 */
export const SERVER_VERSION = '24.10.0';

const SUPPORTED: ReadonlyArray<[service: string, method: string]> = [
  ['event_store.client.streams.streams', 'read'],
  ['event_store.client.streams.streams', 'append'],
  ['event_store.client.server_features.serverfeatures', 'getsupportedmethods'],
  ['event_store.client.gossip.gossip', 'read'],
];

export function supportedMethodsHandler() {
  return (_call: ServerUnaryCall<Empty, SupportedMethods>, callback: sendUnaryData<SupportedMethods>): void => {
    const response = new SupportedMethods().setEventStoreServerVersion(SERVER_VERSION);
    for (const [service, method] of SUPPORTED) {
      response.addMethods(new SupportedMethod().setServiceName(service).setMethodName(method));
    }
    callback(null, response);
  };
}

export function gossipHandler(endpoint: () => { host: string; port: number }) {
  const instanceId = randomUUID();
  return (_call: ServerUnaryCall<Empty, ClusterInfo>, callback: sendUnaryData<ClusterInfo>): void => {
    const { host, port } = endpoint();
    const member = new MemberInfo()
      .setInstanceId(uuidMessage(instanceId, 'string'))
      .setTimeStamp((BigInt(Date.now()) * 10_000n).toString())
      .setState(MemberInfo.VNodeState.LEADER)
      .setIsAlive(true)
      .setHttpEndPoint(new EndPoint().setAddress(host).setPort(port));
    callback(null, new ClusterInfo().setMembersList([member]));
  };
}
