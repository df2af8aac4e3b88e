"""The teacher's side of homework: the class report of what the pupils misunderstood.

A package above :mod:`mathplay.lessons` and :mod:`mathplay.puzzles` (it reads their
checks' verdicts and makes puzzles for practice; neither imports it)::

    from mathplay.classroom import class_report
    report = class_report("course", language="pl")              # an nbgrader course
    report = class_report("course", notebooks="handed-in")      # notebooks handed in
    report.table(); report.chart(); report.copies; report.write("class-report")

- :mod:`~mathplay.classroom.report` — :func:`class_report`, :class:`ClassReport`;
- :mod:`~mathplay.classroom.records` — the grade record a hidden test displays;
- :mod:`~mathplay.classroom.misconceptions` — which verdict shows which misconception;
- :mod:`~mathplay.classroom.nbgrader_course`, :mod:`~mathplay.classroom.handed_in` —
  reading an nbgrader course, grading a folder of handed-in notebooks;
- :mod:`~mathplay.classroom.copies`, :mod:`~mathplay.classroom.practice`,
  :mod:`~mathplay.classroom.chart`, :mod:`~mathplay.classroom.writing` — copy detection,
  practice sheets, the chart, the report's files.

``mathplay class-report COURSE`` does the same from the command line. Nothing leaves the
teacher's computer; pupils are known by the course's own ids only.
"""

from mathplay.classroom.report import ClassReport, class_report

__all__ = ["ClassReport", "class_report"]
