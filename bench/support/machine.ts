// What every benchmark prints beside its figures (DESIGN §5): the machine, and its load, since
// another process on these 2-core machines inflates the figures.
import { cpus, loadavg } from "node:os";

export function loadAverageText(): string {
  const [one, five, fifteen] = loadavg();
  return `load average ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)}`;
}

export function machineText(): string {
  const cpuList = cpus();
  return `${cpuList.length} cores (${cpuList[0]?.model ?? "?"}), Node ${process.version}, ${loadAverageText()}`;
}

/** Printed when the last minute's load exceeds the cores: the run was disturbed. */
export function printDisturbedNote(): void {
  const cores = cpus().length;
  if (loadavg()[0]! > cores)
    console.log(
      `note: load average above ${cores} (cores): the figures are disturbed, repeat when the machine is quiet`,
    );
}
