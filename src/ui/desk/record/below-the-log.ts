// The panels the record draws below its log: fetched once the log is on screen (record-activity).
import '../../handover/handover';
import '../../distance/distance';
import '../../luck-report/luck-report';
