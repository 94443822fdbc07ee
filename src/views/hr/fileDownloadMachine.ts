import { hrFileDownloadMachine } from '../../../machines/hrFileDownload.machine';
import { saveFile } from '../../hr/console.actors';

/** A console download: the file fetched by `actors.downloadFile`, then saved by the browser. */
export const fileDownloadMachine = (actors: Parameters<typeof hrFileDownloadMachine.provide>[0]['actors']) =>
  hrFileDownloadMachine.provide({ actors, actions: { saveFile: (_, file) => saveFile(file) } });
