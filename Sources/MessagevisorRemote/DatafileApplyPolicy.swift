// The loader's apply policy is the core's `DatafileApplyPolicy`; re-exported so that
// `MessagevisorRemote.DatafileApplyPolicy` and code importing only this product keep working.
@_exported import enum Messagevisor.DatafileApplyPolicy
